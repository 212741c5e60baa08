import { type ApiClient, isApiClientError } from '@ornament/api-client';
import type { CountryCode } from '@ornament/domain';

export interface DetectedCity {
  guid: string;
  name: string;
  region: string;
}

export type CityDetection = { status: 'found'; city: DetectedCity } | { status: 'none' } | { status: 'error' };

/**
 * 'Определить автоматически' in the city modal (spec 1 §7 settlement lookup by IP): the city the
 * shopper's address suggests, kept to the storefront's countries. The API reads the address from the
 * connection, so nothing here names it. A 404 is an honest 'no idea', anything else a failure.
 */
export async function detectCityByIp(client: ApiClient, coverage: readonly CountryCode[]): Promise<CityDetection> {
  try {
    const response = await client.geo.settlementByIp();
    if (response.type === 'redirect') return { status: 'error' };
    const city = response.data.data;
    if (!coverage.includes(city.country_code)) return { status: 'none' };
    return { status: 'found', city: { guid: city.guid_city, name: city.name_city, region: city.name_region } };
  } catch (error) {
    return isApiClientError(error) && error.status === 404 ? { status: 'none' } : { status: 'error' };
  }
}
