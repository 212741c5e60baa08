// Reference cities (packages/domain) in the api-contract City shape, and the brands' coverage
// (spec 1 §5: the main brand covers RU KZ BY AM MD RO KG, the diamond brand RU only).
import { type citySchema, requestHeaders } from '@ornament/api-contract';
import { type CountryCode, countries, countryCodes, type ReferenceCity } from '@ornament/domain';
import type { z } from 'zod';

export type ApiCityInput = z.input<typeof citySchema>;

export function toApiCity(city: ReferenceCity): ApiCityInput {
  return {
    guid_city: city.guid,
    guid_country: countries[city.countryCode].guid,
    guid_region: city.regionGuid,
    name_city: city.name,
    name_region: city.regionName,
    region_timezone: city.timezone,
    country_code: city.countryCode,
    fias_id: city.fiasId,
    region_fias_id: city.regionFiasId,
    lat: city.lat,
    lon: city.lon,
  };
}

const mainCoverage: readonly CountryCode[] = ['RU', 'KZ', 'BY', 'AM', 'MD', 'RO', 'KG'];
const diamantCoverage: readonly CountryCode[] = ['RU'];

type Headers = Record<string, string | string[] | undefined>;

export function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export function isDiamant(headers: Headers): boolean {
  return headerValue(headers, requestHeaders.source)?.toLowerCase() === 'diamant';
}

export function coverageOf(headers: Headers): readonly CountryCode[] {
  return isDiamant(headers) ? diamantCoverage : mainCoverage;
}

/** The country the request names (x-country-code), kept inside the brand's coverage; RU otherwise. */
export function requestCountry(headers: Headers): CountryCode {
  const code = headerValue(headers, requestHeaders.countryCode)?.toUpperCase();
  const coverage = coverageOf(headers);
  return (countryCodes as readonly string[]).includes(code ?? '') && coverage.includes(code as CountryCode) ? (code as CountryCode) : 'RU';
}
