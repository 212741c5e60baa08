import type { CurrencyRates } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { purchase } from './events/checkout';
import { inRoubles } from './reportingCurrency';

const rates: CurrencyRates = { data: { RUB: { value: 1, nominal: 1 }, KZT: { value: 17.5, nominal: 100 }, BYN: { value: 28.1, nominal: 1 } }, meta: { base: 'RUB', timestamp: 0 } };

describe('S1.3.9: order values in roubles by the published rates', () => {
  it('S1.3.9: converts by value per nominal, rounded to kopecks', () => {
    expect(inRoubles(100_000, 'KZT', rates)).toBe(17_500);
    expect(inRoubles(10.5, 'BYN', rates)).toBe(295.05);
    expect(inRoubles(1234.567, 'RUB', null)).toBe(1234.57);
  });

  it('S1.3.9: leaves the value out when the rate is unknown or broken', () => {
    expect(inRoubles(100, 'KZT', null)).toBeUndefined();
    expect(inRoubles(100, 'KZT', { ...rates, data: { ...rates.data, KZT: { value: 0, nominal: 100 } } })).toBeUndefined();
  });

  it('S1.3.9: the purchase carries value_rub only when it is known', () => {
    const basket = { currency: 'KZT' as const, items: [], value: 100_000 };
    expect(purchase(basket, { transactionId: '1', valueRub: 17_500 }).ecommerce).toMatchObject({ currency: 'KZT', value: 100_000, value_rub: 17_500 });
    expect(purchase(basket, { transactionId: '1' }).ecommerce).not.toHaveProperty('value_rub');
  });
});
