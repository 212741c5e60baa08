import { describe, expect, it } from 'vitest';
import { currencyRatesAt } from './handbooks';

describe('handbooks', () => {
  it('quotes rates in roubles per nominal, matching the seed conversion', () => {
    const rates = currencyRatesAt(new Date('2026-05-05T15:00:00Z'));
    expect(rates.data.RUB).toEqual({ value: 1, nominal: 1 });
    expect(rates.data.KZT).toEqual({ value: 17.8571, nominal: 100 });
    expect(rates.data.BYN).toEqual({ value: 28, nominal: 1 });
    expect(rates.meta).toEqual({ base: 'RUB', timestamp: Date.UTC(2026, 4, 5) });
  });
});
