'use client';

import type { CurrencyRates } from '@ornament/api-contract';
import { useApiClient } from '@ornament/api-client/react/client';
import { useEffect, useState } from 'react';
import { currencyRatesStorageKey, freshCachedRates, serializeCachedRates } from './currencyRatesCache';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(currencyRatesStorageKey);
  } catch {
    return null;
  }
}

/**
 * Currency rates from localStorage while they are under 6 h old, else fetched and stored again
 * (spec 1 §4). Null until known; a failed fetch leaves it null and is tried on the next mount.
 * `enabled: false` (a rouble edition, which converts nothing) neither reads nor fetches.
 */
export function useCurrencyRates(enabled = true): CurrencyRates | null {
  const client = useApiClient();
  const [rates, setRates] = useState<CurrencyRates | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const cached = freshCachedRates(readStored(), Date.now());
    const load = cached
      ? Promise.resolve(cached)
      : client.handbooks.currencyRates().then((response) => {
          if (response.type !== 'data') return null;
          try {
            window.localStorage.setItem(currencyRatesStorageKey, serializeCachedRates(response.data, Date.now()));
          } catch {
            // storage full or blocked: the rates still serve this page
          }
          return response.data;
        });
    load
      .then((value) => {
        if (!cancelled) setRates(value);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client, enabled]);

  return rates;
}
