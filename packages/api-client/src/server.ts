import { cityByGuid } from '@ornament/domain';
import { type CookieReader } from './cookies';
import { type CityLookup, type ContextCity, type ContextTenant, contextFromCookies, type RequestContext } from './context';

/** The reference tables as a context lookup (server side: they stay out of browser bundles). */
export const referenceCityLookup: CityLookup = (guid) => {
  const city = cityByGuid(guid);
  return city ? { guid: city.guid, regionGuid: city.regionGuid, countryCode: city.countryCode, timezone: city.timezone } : undefined;
};

/** The request context of a server render: cookies, tenant and the full city reference tables. */
export function serverContextFromCookies(read: CookieReader, tenant: ContextTenant): RequestContext {
  return contextFromCookies(read, tenant, referenceCityLookup);
}

/** The cities a browser client should know without the tables: the tenant's default city. */
export function browserCitiesOf(tenant: Pick<ContextTenant, 'defaultCityGuid'>): ContextCity[] {
  const city = referenceCityLookup(tenant.defaultCityGuid.toLowerCase());
  return city ? [city] : [];
}
