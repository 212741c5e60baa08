import type { CurrencyRates } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { areRatesFresh, freshCachedRates, parseCachedRates, serializeCachedRates } from './currencyRatesCache';

const sixHours = 21_600_000;
const rates: CurrencyRates = { data: { RUB: { value: 1, nominal: 1 }, KZT: { value: 17.5, nominal: 100 }, BYN: { value: 28.9, nominal: 1 } }, meta: { base: 'RUB', timestamp: 1_700_000_000 } };

describe('currency rates cache (spec 1 §4, §9)', () => {
  it('S1.4.10, S1.9.14: is fresh for just under 6 hours (21,600,000 ms)', () => {
    expect(areRatesFresh(0, 0)).toBe(true);
    expect(areRatesFresh(0, sixHours - 1)).toBe(true);
    expect(areRatesFresh(0, sixHours)).toBe(false);
  });

  it('refreshes when the clock went back or the stamp is nonsense', () => {
    expect(areRatesFresh(1000, 0)).toBe(false);
    expect(areRatesFresh(Number.NaN, 0)).toBe(false);
  });

  it('S1.3.9: round-trips through storage with its timestamp and serves only fresh entries', () => {
    const raw = serializeCachedRates(rates, 1000);
    expect(parseCachedRates(raw)).toEqual({ rates, savedAt: 1000 });
    expect(freshCachedRates(raw, 1000 + sixHours - 1)).toEqual(rates);
    expect(freshCachedRates(raw, 1000 + sixHours)).toBeNull();
  });

  it('ignores missing or foreign entries', () => {
    expect(freshCachedRates(null, 0)).toBeNull();
    expect(parseCachedRates('{"savedAt":"x"}')).toBeNull();
    expect(parseCachedRates('not json')).toBeNull();
    expect(parseCachedRates('{"savedAt":1,"rates":{}}')).toBeNull();
  });
});
