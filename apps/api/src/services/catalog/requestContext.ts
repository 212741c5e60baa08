// What a catalogue answer depends on besides the path: the country (currency, KZ stock rule), the
// brand asking (x-source) and the shopper's city (stores). Unknown header values fall back to RU.
import { requestHeaders } from '@ornament/api-contract';
import { type CountryCode, type CurrencyCode, countryCodes, defaultCityOf } from '@ornament/domain';

export interface CatalogContext {
  country: CountryCode;
  currency: CurrencyCode;
  /** Only the diamond storefront narrows the catalogue to its brand. */
  brand: 'diamant' | null;
  cityGuid: string;
}

type Headers = Record<string, string | string[] | undefined>;

const currencyByCountry: Partial<Record<CountryCode, CurrencyCode>> = { KZ: 'KZT', BY: 'BYN' };
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function countryOf(value: string | undefined): CountryCode {
  const upper = value?.trim().toUpperCase();
  return (countryCodes as readonly string[]).includes(upper ?? '') ? (upper as CountryCode) : 'RU';
}

export function currencyOf(country: CountryCode): CurrencyCode {
  return currencyByCountry[country] ?? 'RUB';
}

export function catalogContextOf(headers: Headers): CatalogContext {
  const country = countryOf(single(headers[requestHeaders.countryCode]));
  const source = single(headers[requestHeaders.source])?.trim().toLowerCase();
  const city = single(headers[requestHeaders.cityId])?.trim().toLowerCase();
  return {
    country,
    currency: currencyOf(country),
    brand: source === 'diamant' ? 'diamant' : null,
    cityGuid: city !== undefined && guidPattern.test(city) ? city : defaultCityOf(country).guid,
  };
}
