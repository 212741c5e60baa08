import { describe, expect, it } from 'vitest';
import { installmentOf } from './installment';

describe('installmentOf', () => {
  it('splits a Russian price over 6 months, rounding the payment up', () => {
    expect(installmentOf(10_001, 'RU')).toEqual({ months: 6, minPayment: 1_667 });
  });

  it('is Russia only and within the price range', () => {
    expect(installmentOf(10_000, 'KZ')).toBeNull();
    expect(installmentOf(2_999, 'RU')).toBeNull();
    expect(installmentOf(3_000, 'RU')).toEqual({ months: 6, minPayment: 500 });
    expect(installmentOf(1_000_001, 'RU')).toBeNull();
  });
});
