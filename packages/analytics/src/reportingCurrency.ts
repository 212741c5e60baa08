// The shop's reports add up every country edition in one currency, the rouble: an order's value in
// tenge or Belarusian roubles also goes out in roubles, by the rates the shop publishes (spec 1 §3
// currency rates: the value in RUB of `nominal` units, cached in the browser for 6 h).
import type { CurrencyRates } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';
import { roundMoney } from './value';

/** `value` in roubles, or undefined when the currency's rate is unknown (not sent rather than wrong). */
export function inRoubles(value: number, currency: CurrencyCode, rates: CurrencyRates | null): number | undefined {
  if (currency === 'RUB') return roundMoney(value);
  const rate = rates?.data[currency];
  if (!rate || !(rate.value > 0) || !(rate.nominal > 0)) return undefined;
  return roundMoney((value * rate.value) / rate.nominal);
}
