import { countries, type Tenant } from '@ornament/domain';
import { type CountryHosts, shopsMapHref } from './shopsMapHref';

/** Every country edition's host (server side; the browser receives this small map as a prop). */
export function countryHosts(): CountryHosts {
  return Object.fromEntries(Object.values(countries).map((country) => [country.code, country.host]));
}

/** The shops-map address for a tenant and, when known, the visitor's country (spec 1 §2). */
export function shopsMapUrl(tenant: Pick<Tenant, 'brand' | 'host'>, visitorCountry?: string): string {
  return shopsMapHref(tenant.brand, tenant.host, countryHosts(), visitorCountry);
}
