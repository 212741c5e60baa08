import type { CountryCode } from '../tenant/codes';
import { countries } from '../tenant/countries';
import type { ReferenceCity } from './city';
import { belarusianCities } from './data/belarus';
import { kazakhstaniCities } from './data/kazakhstan';
import { otherCountryCities } from './data/others';
import { russianCities } from './data/russia';

/** The whole city reference data (spec 1 §3), Russia first. */
export const cities: readonly ReferenceCity[] = [
  ...russianCities,
  ...kazakhstaniCities,
  ...belarusianCities,
  ...otherCountryCities,
];

const byGuid = new Map(cities.map((city) => [city.guid, city]));

/** Looks a city up by GUID; callers may hold upper-case GUIDs from older cookies. */
export function cityByGuid(guid: string): ReferenceCity | undefined {
  return byGuid.get(guid.trim().toLowerCase());
}

export function citiesOf(country: CountryCode): ReferenceCity[] {
  return cities.filter((city) => city.countryCode === country);
}

export function defaultCityOf(country: CountryCode): ReferenceCity {
  const city = cityByGuid(countries[country].defaultCityGuid);
  if (!city) throw new Error(`No reference city for the default city of ${country}`);
  return city;
}

/** Shoppers type 'е' for 'ё' (Могилев, Кишинев), so both compare equal. */
export function normalizeCityQuery(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
}

export const defaultCitySearchLimit = 10;

/**
 * City suggestions for the city modal: names starting with the query rank before names that only
 * contain it, then bigger cities first. A blank query suggests nothing.
 */
export function searchCities(
  query: string,
  countryCodes: readonly CountryCode[],
  limit: number = defaultCitySearchLimit,
): ReferenceCity[] {
  const needle = normalizeCityQuery(query);
  if (needle === '' || limit <= 0) return [];
  const scope = new Set(countryCodes);
  return cities
    .filter((city) => scope.has(city.countryCode))
    .map((city) => ({ city, at: normalizeCityQuery(city.name).indexOf(needle) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => rank(a.at) - rank(b.at) || b.city.population - a.city.population)
    .slice(0, limit)
    .map(({ city }) => city);
}

const rank = (matchIndex: number): number => (matchIndex === 0 ? 0 : 1);
