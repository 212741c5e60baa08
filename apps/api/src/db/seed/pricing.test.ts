import { describe, expect, it } from 'vitest';
import { niceByn, niceKzt, niceRub, pricesOf } from './pricing';

describe('prices', () => {
  it('rounds roubles up to a price-tag ending', () => {
    expect(niceRub(812)).toBe(890);
    expect(niceRub(12_345)).toBe(12_990);
    expect(niceRub(345_000)).toBe(349_990);
  });

  it('converts to tenge and Belarusian roubles at the seed rates, rounded', () => {
    const [rub, kzt, byn] = pricesOf(12_500, null);
    expect(rub).toEqual({ currency: 'RUB', price: 12_990, oldPrice: null });
    expect(kzt?.price).toBe(niceKzt(12_990 * 5.6));
    expect(kzt?.price).toBe(72_700);
    expect(byn?.price).toBe(niceByn(12_990 / 28));
    expect(byn?.price).toBe(464);
  });

  it('puts the old price above the price in every currency', () => {
    for (const p of pricesOf(40_000, 30)) expect(p.oldPrice).toBeGreaterThan(p.price);
  });
});
