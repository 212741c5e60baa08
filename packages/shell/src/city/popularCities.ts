import { cities, type CountryCode, type ReferenceCity } from '@ornament/domain';

/** How many cities the modal lists before the shopper types. */
export const popularCityCount = 12;

/**
 * The modal's first list: the biggest cities of the storefront's countries, its own country first
 * (a Moscow shopper should not scroll past Almaty).
 */
export function popularCities(home: CountryCode, coverage: readonly CountryCode[], count: number = popularCityCount): ReferenceCity[] {
  const rank = (city: ReferenceCity) => (city.countryCode === home ? 0 : 1);
  return cities
    .filter((city) => coverage.includes(city.countryCode))
    .toSorted((a, b) => rank(a) - rank(b) || b.population - a.population)
    .slice(0, count);
}
