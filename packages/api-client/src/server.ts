import { cityByGuid, countries, countryByGuid } from '@ornament/domain';
import type { CookieReader } from './cookies';
import { type CityLookup, type ContextCity, type ContextTenant, contextFromCookies, type RequestContext } from './context';

/** The reference tables as a context lookup (server side: they stay out of browser bundles). */
export const referenceCityLookup: CityLookup = (wanted) => {
  const city = cityByGuid(wanted);
  if (!city) return undefined;
  const { guid, regionGuid, countryCode, timezone } = city;
  return { guid, regionGuid, countryCode, countryGuid: countries[countryCode].guid, timezone };
};

/** The request context of a server render: cookies, tenant and the full city reference tables. */
export function serverContextFromCookies(read: CookieReader, tenant: Omit<ContextTenant, 'countryGuid'>): RequestContext {
  return contextFromCookies(read, withCountryGuid(tenant), referenceCityLookup, (guid) => countryByGuid(guid)?.code);
}

/** The tenant as the request context wants it: with its country's GUID. */
export function withCountryGuid<T extends Pick<ContextTenant, 'country'>>(tenant: T): T & { countryGuid: string } {
  return { ...tenant, countryGuid: countries[tenant.country].guid };
}

/** The cities a browser client should know without the tables: the tenant's default city. */
export function browserCitiesOf(tenant: Pick<ContextTenant, 'defaultCityGuid'>): ContextCity[] {
  const city = referenceCityLookup(tenant.defaultCityGuid.toLowerCase());
  return city ? [city] : [];
}
