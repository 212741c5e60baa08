// The bonus calls' currency (spec 1 §7, spec 3 §7): X-Currency-Code is RUB or KZT by domain. Without
// it the request's country decides (Kazakhstan tenge, every other edition roubles); any other value
// is a 400, never a silent fallback.
import { requestHeaders } from '@ornament/api-contract';
import { HttpError } from '../../plugins/httpError';
import type { Storefront } from './storefront';

export const bonusCurrencies = ['RUB', 'KZT'] as const;
export type BonusCurrency = (typeof bonusCurrencies)[number];

type Headers = Record<string, string | string[] | undefined>;

export function bonusCurrencyOf(headers: Headers, storefront: Storefront): BonusCurrency {
  const raw = headers[requestHeaders.currencyCode];
  if (raw === undefined) return storefront.country === 'KZ' ? 'KZT' : 'RUB';
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim().toUpperCase();
  const currency = bonusCurrencies.find((code) => code === value);
  if (!currency) throw HttpError.badRequest('X-Currency-Code must be RUB or KZT', `/headers/${requestHeaders.currencyCode}`);
  return currency;
}
