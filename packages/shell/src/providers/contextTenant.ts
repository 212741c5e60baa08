import type { ContextTenant } from '@ornament/api-client';
import { browserCitiesOf, withCountryGuid } from '@ornament/api-client/server';

/**
 * Only what the request context reads crosses to the client: the layout passes this, not the whole
 * tenant record, so the page's RSC payload stays small. The default city goes with it, so the browser
 * needs no city tables.
 */
export function contextTenantOf(tenant: Omit<ContextTenant, 'countryGuid' | 'cities'>): ContextTenant {
  const { siteCode, source, country, defaultCityGuid, currency } = tenant;
  return withCountryGuid({ siteCode, source, country, defaultCityGuid, currency, cities: browserCitiesOf(tenant) });
}
