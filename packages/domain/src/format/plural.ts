/** Russian word forms for one, few and many: ['бонус', 'бонуса', 'бонусов']. */
export type PluralForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules('ru-RU');

/** Picks the Russian form for a count through the CLDR plural rules. */
export function plural(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    case 'many':
      return forms[2];
    default:
      // 'other' is what CLDR gives fractions: '1,5 бонуса' takes the genitive singular.
      return forms[1];
  }
}
