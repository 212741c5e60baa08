import { describe, expect, it } from 'vitest';
import { bonusForms } from './counts';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'бонусов'],
    [1, 'бонус'],
    [2, 'бонуса'],
    [4, 'бонуса'],
    [5, 'бонусов'],
    [11, 'бонусов'],
    [12, 'бонусов'],
    [14, 'бонусов'],
    [21, 'бонус'],
    [22, 'бонуса'],
    [25, 'бонусов'],
    [101, 'бонус'],
    [111, 'бонусов'],
    [1.5, 'бонуса'],
  ])('%d → %s', (count, word) => {
    expect(plural(count, bonusForms)).toBe(word);
  });

  it('picks what CLDR\'s rules for ru pick, as Intl.PluralRules has them', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const forms = ['one', 'few', 'many'] as const;
    const expected = (count: number) => {
      const category = rules.select(count);
      return category === 'one' || category === 'few' || category === 'many' ? category : 'few';
    };
    for (let count = -300; count <= 3000; count += 1) expect(plural(count, forms)).toBe(expected(count));
    for (const count of [0.5, 1.5, 2.25, 11.1, 1e6, 1e6 + 1, 1e9 + 2]) expect(plural(count, forms)).toBe(expected(count));
  });
});
