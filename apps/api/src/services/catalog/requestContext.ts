// What a catalogue answer depends on besides the path: the country (currency, KZ stock rule), the
// brand asking (x-source) and the shopper's city (stores). Unknown header values fall back to RU.
import { requestHeaders } from '@ornament/api-contract';
import { type CountryCode, type CurrencyCode, countryCodes, currencyCodes, defaultCityOf } from '@ornament/domain';
import { HttpError } from '../../plugins/httpError';

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

/**
 * The price calls' currency (spec 2 §7 "header currency code"): X-Currency-Code when sent, which is
 * the storefront's own currency, so a live price compares with the prices its pages show; without it
 * the country's. Any other value is a 400 naming the header, never a silent fallback.
 */
export function withPriceCurrency(context: CatalogContext, headers: Headers): CatalogContext {
  const raw = single(headers[requestHeaders.currencyCode]);
  if (raw === undefined) return context;
  const code = currencyCodes.find((candidate) => candidate === raw.trim().toUpperCase());
  if (!code) throw HttpError.badRequest(`X-Currency-Code must be one of ${currencyCodes.join(', ')}`, `/headers/${requestHeaders.currencyCode}`);
  return { ...context, currency: code };
}
