import { describe, expect, it } from 'vitest';
import { bonusAccrual, maxBonusPayment } from './bonus';

describe('bonus programme', () => {
  it('accrues 10 % of the sum without spent bonuses', () => {
    expect(bonusAccrual(10_000)).toBe(1000);
    expect(bonusAccrual(10_000, 2000)).toBe(800);
    expect(bonusAccrual(999)).toBe(99);
    expect(bonusAccrual(100, 500)).toBe(0);
  });

  it('lets bonuses pay up to 30 % of an order', () => {
    expect(maxBonusPayment(10_000)).toBe(3000);
    expect(maxBonusPayment(10_000, 1200)).toBe(1200);
    expect(maxBonusPayment(10_000, 5000)).toBe(3000);
    expect(maxBonusPayment(-5)).toBe(0);
  });
});
