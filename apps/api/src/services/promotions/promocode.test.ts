import { describe, expect, it } from 'vitest';
import { personalPromocode, weightedIndex } from './promocode';

describe('weightedIndex', () => {
  it('maps each ticket to the prize whose weight band holds it, skipping zero weights', () => {
    const weights = [3, 0, 1, 2];
    const drawn = Array.from({ length: 6 }, (_, ticket) => weightedIndex(weights, () => ticket));
    expect(drawn).toEqual([0, 0, 0, 2, 3, 3]);
  });

  it('answers null when nothing can be drawn', () => {
    expect(weightedIndex([])).toBeNull();
    expect(weightedIndex([0, 0])).toBeNull();
  });

  it('draws roughly by weight with the crypto generator', () => {
    const counts = [0, 0];
    for (let i = 0; i < 2000; i++) counts[weightedIndex([1, 3])!]! += 1;
    expect(counts[1]! / 2000).toBeGreaterThan(0.65);
    expect(counts[1]! / 2000).toBeLessThan(0.85);
  });
});

describe('personalPromocode', () => {
  it('is the prefix and 8 unambiguous characters', () => {
    expect(personalPromocode('GIFT-')).toMatch(/^GIFT-[A-HJKMNP-Z2-9]{8}$/);
    expect(personalPromocode('A')).not.toBe(personalPromocode('A'));
  });
});
