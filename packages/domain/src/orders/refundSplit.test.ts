import { describe, expect, it } from 'vitest';
import { refundSplit } from './refundSplit';

describe('refundSplit', () => {
  it('finding 19.12: gives a returned piece back to each tender in the share it paid', () => {
    // 10 000 paid as 6 000 money, 3 000 bonuses, 1 000 on a gift card; half of it comes back.
    expect(refundSplit(5000, { money: 6000, bonuses: 3000, stars: 0, giftCard: 1000 })).toEqual({ money: 3000, bonuses: 1500, stars: 0, giftCard: 500 });
  });

  it('all money when the order was paid in money alone', () => {
    expect(refundSplit(12_990, { money: 25_980, bonuses: 0, stars: 0, giftCard: 0 })).toEqual({ money: 12_990, bonuses: 0, stars: 0, giftCard: 0 });
  });

  it('rounds points down and lets the money take the rest, so the parts add up to the value', () => {
    const split = refundSplit(1000, { money: 2000, bonuses: 999, stars: 1, giftCard: 0.5 });
    // A share of 1000 / 3000.5 of 999 bonuses is 332.9: 332.
    expect(split.bonuses).toBe(332);
    expect(split.stars).toBe(0);
    expect(split.money + split.bonuses + split.stars + split.giftCard).toBeCloseTo(1000, 2);
  });

  it('never gives back more than the order was paid, nor anything for nothing', () => {
    expect(refundSplit(50_000, { money: 1000, bonuses: 500, stars: 0, giftCard: 0 })).toEqual({ money: 1000, bonuses: 500, stars: 0, giftCard: 0 });
    expect(refundSplit(0, { money: 1000, bonuses: 500, stars: 0, giftCard: 0 })).toEqual({ money: 0, bonuses: 0, stars: 0, giftCard: 0 });
  });
});
