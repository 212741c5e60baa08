import type { CookieReader } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';
import { cityByGuid, defaultCityOf, type Tenant } from '@ornament/domain';

/** What the city button shows: plain data, so a Server Component can hand it to the client. */
export interface CityChoice {
  guid: string;
  name: string;
}

/**
 * The city and whether to ask the shopper to confirm it (spec 1 §4 tooltip). Spec 1 §8: geo failures
 * are an error object in state, never a crash; the button then shows the fallback city quietly.
 */
export type CityState =
  | { status: 'ok'; city: CityChoice; needConfirm: boolean }
  | { status: 'error'; city: CityChoice; needConfirm: false; error: string };

export type CityTenant = Pick<Tenant, 'country' | 'cityCountries'>;

/** The country's default city (spec 1 §9), from the reference tables: server side only. */
export function defaultCityChoice(tenant: Pick<Tenant, 'country'>): CityChoice {
  const city = defaultCityOf(tenant.country);
  return { guid: city.guid, name: city.name };
}

/**
 * The server's first answer without a network call: the chosen city from the context cookie (when the
 * storefront covers its country), else the default city, which the shopper is asked to confirm.
 */
export function cityFromCookies(read: CookieReader, tenant: CityTenant): CityState {
  const guid = read(contextCookies.cityId);
  const city = guid ? cityByGuid(guid) : undefined;
  if (city && tenant.cityCountries.includes(city.countryCode)) {
    return { status: 'ok', city: { guid: city.guid, name: city.name }, needConfirm: false };
  }
  return { status: 'ok', city: defaultCityChoice(tenant), needConfirm: true };
}
