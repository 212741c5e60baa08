import { cityByGuid } from '../geo/cities';
import { countries } from './countries';
import type { Phone } from './phones';
import type { Tenant } from './tenantSchema';

/**
 * The header's support line (spec 1 §2 "phone, different per country and brand", §9): on the main
 * brand, the number of the country the shopper's city is in (RU, KZ, and the international one for
 * Belarus, Armenia and the others); the second brand keeps its own number everywhere. A city the
 * storefront does not cover, or none, keeps the storefront's number.
 */
export function supportPhoneFor(tenant: Pick<Tenant, 'brand' | 'phone' | 'cityCountries'>, cityGuid: string | undefined): Phone {
  if (tenant.brand !== 'main' || !cityGuid) return tenant.phone;
  const city = cityByGuid(cityGuid);
  return city && tenant.cityCountries.includes(city.countryCode) ? countries[city.countryCode].phone : tenant.phone;
}
