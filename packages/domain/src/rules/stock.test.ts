import { describe, expect, it } from 'vitest';
import { countryCodes } from '../tenant/codes';
import { isStockShown, lowStockLabel } from './stock';

describe('lowStockLabel', () => {
  it.each([
    [10, 'Осталось мало'],
    [11, 'Осталось мало'],
    [250, 'Осталось мало'],
    [9, 'Осталось 9 шт'],
    [2, 'Осталось 2 шт'],
    [1, 'Осталось 1 шт'],
  ])('%d → %s', (quantity, label) => {
    expect(lowStockLabel(quantity)).toBe(label);
  });

  it('shows nothing when none is left', () => {
    expect(lowStockLabel(0)).toBeNull();
    expect(lowStockLabel(-1)).toBeNull();
    expect(lowStockLabel(Number.NaN)).toBeNull();
  });
});

describe('isStockShown', () => {
  it('hides catalogue and packaging stock in Kazakhstan only', () => {
    expect(isStockShown('catalog', 'KZ')).toBe(false);
    expect(isStockShown('packaging', 'KZ')).toBe(false);
    expect(isStockShown('jewelry-catalog', 'KZ')).toBe(true);
    for (const country of countryCodes.filter((c) => c !== 'KZ')) {
      expect(isStockShown('catalog', country)).toBe(true);
      expect(isStockShown('packaging', country)).toBe(true);
    }
  });
});
