// location/check (spec 1 §4 city tooltip): the city the request resolves to. A city the shopper chose
// (the x-city-uuid header or the city cookie) needs no confirmation; a guess by IP or the country's
// default city does.
import { cityByGuid, defaultCityOf, type CountryCode, type ReferenceCity } from '@ornament/domain';

export interface LocationInput {
  headerCityGuid: string | undefined;
  cookieCityGuid: string | undefined;
  coverage: readonly CountryCode[];
  country: CountryCode;
  /** City GUID the geo-IP table gives for the caller's address, if any. */
  ipCityGuid: string | undefined;
}

export interface ResolvedLocation {
  city: ReferenceCity;
  source: 'cookie' | 'ip' | 'default';
  needConfirm: boolean;
}

function covered(guid: string | undefined, coverage: readonly CountryCode[]): ReferenceCity | undefined {
  const city = guid === undefined ? undefined : cityByGuid(guid);
  return city && coverage.includes(city.countryCode) ? city : undefined;
}

export function resolveLocation(input: LocationInput): ResolvedLocation {
  const chosen = covered(input.headerCityGuid, input.coverage) ?? covered(input.cookieCityGuid, input.coverage);
  if (chosen) return { city: chosen, source: 'cookie', needConfirm: false };
  const guessed = covered(input.ipCityGuid, input.coverage);
  if (guessed) return { city: guessed, source: 'ip', needConfirm: true };
  return { city: defaultCityOf(input.country), source: 'default', needConfirm: true };
}
