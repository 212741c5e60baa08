import type { CurrencyRates } from '@ornament/api-contract';
import { limits } from '@ornament/domain';

/** localStorage key of the cached rates (spec 1 §3: cached with a timestamp). */
export const currencyRatesStorageKey = 'currencyRates';

export interface CachedCurrencyRates {
  rates: CurrencyRates;
  /** When this browser fetched them (ms since epoch). */
  savedAt: number;
}

/** Spec 1 §4, §9: cached rates are good for 6 h (21,600,000 ms); a clock that went back also refreshes. */
export function areRatesFresh(savedAt: number, now: number, maxAgeMs: number = limits.currencyRatesRefreshMs): boolean {
  const age = now - savedAt;
  return Number.isFinite(age) && age >= 0 && age < maxAgeMs;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stored entry, or null when absent or not ours (old shape, hand-edited, truncated). */
export function parseCachedRates(raw: string | null): CachedCurrencyRates | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || typeof parsed.savedAt !== 'number' || !isRecord(parsed.rates) || !isRecord(parsed.rates.data)) return null;
    return parsed as unknown as CachedCurrencyRates;
  } catch {
    return null;
  }
}

/** The cached rates when still fresh, otherwise null (the caller fetches and saves). */
export function freshCachedRates(raw: string | null, now: number): CurrencyRates | null {
  const cached = parseCachedRates(raw);
  return cached && areRatesFresh(cached.savedAt, now) ? cached.rates : null;
}

export function serializeCachedRates(rates: CurrencyRates, now: number): string {
  return JSON.stringify({ rates, savedAt: now } satisfies CachedCurrencyRates);
}
