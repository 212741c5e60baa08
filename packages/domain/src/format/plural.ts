/** Russian word forms for one, few and many: ['бонус', 'бонуса', 'бонусов']. */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian form for a count by CLDR's plural rules for ru, written out: Intl.PluralRules
 * would load ICU's locale data in the browser while the page hydrates (plural.test.ts checks the
 * rules against it).
 */
export function plural(count: number, forms: PluralForms): string {
  // CLDR gives every fraction 'other', which takes the genitive singular: '1,5 бонуса'.
  if (!Number.isInteger(count)) return forms[1];
  const units = Math.abs(count) % 10;
  const tens = Math.abs(count) % 100;
  if (units === 1 && tens !== 11) return forms[0];
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return forms[1];
  return forms[2];
}
