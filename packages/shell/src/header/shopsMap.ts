import { countries, type CountryCode, type Tenant } from '@ornament/domain';

function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(countries, value);
}

/**
 * The shops map lives on the visitor's country host for the main brand (KZ visitors get ornament.kz
 * wherever they browse) and on the brand's own host for the diamond brand (spec 1 §2). Absolute, so
 * the link is a full page load.
 */
export function shopsMapUrl(tenant: Pick<Tenant, 'brand' | 'host'>, visitorCountry?: string): string {
  const host = tenant.brand === 'main' && visitorCountry && isCountryCode(visitorCountry) ? countries[visitorCountry].host : tenant.host;
  return `https://${host}/shops-map/`;
}
