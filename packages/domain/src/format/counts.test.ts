import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatBonus, formatCount } from './counts';

const nbsp = '\u00A0';

describe('formatBonus', () => {
  it('joins number and word with a no-break space', () => {
    expect(formatBonus(1)).toBe(`1${nbsp}бонус`);
    expect(formatBonus(3)).toBe(`3${nbsp}бонуса`);
    expect(formatBonus(15)).toBe(`15${nbsp}бонусов`);
    expect(formatBonus(1021)).toBe(`1\u202F021${nbsp}бонус`);
  });

  it('works for other nouns', () => {
    expect(formatCount(3, ['товар', 'товара', 'товаров'])).toBe(`3${nbsp}товара`);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
    [-3, '0'],
    [7.9, '7'],
  ])('%d → %s', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });
});
