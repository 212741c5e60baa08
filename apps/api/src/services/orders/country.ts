import type { CountryCode, CurrencyCode } from '@ornament/domain';

/** An order's country follows its currency: RUB orders are Russian, KZT Kazakh, BYN Belarusian. */
export function countryOfCurrency(currency: string): CountryCode {
  const byCurrency: Record<CurrencyCode, CountryCode> = { RUB: 'RU', KZT: 'KZ', BYN: 'BY' };
  return byCurrency[currency as CurrencyCode] ?? 'RU';
}
