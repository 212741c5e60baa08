// Geocoding without an outside service (spec 3 §7 "geocode/ with lang and geocode"): a text resolves
// to reference cities (packages/domain geo data) and to store addresses, each with coordinates.
import type { GeocodeResult } from '@ornament/api-contract';
import { type CountryCode, cities, geocodeResultLimit, searchCities } from '@ornament/domain';
import type { Db } from '../../db';
import { pointsByText } from './repository';

const everyCountry = [...new Set(cities.map((city) => city.countryCode))] as CountryCode[];

export async function geocode(db: Db, text: string): Promise<GeocodeResult[]> {
  const cityHits: GeocodeResult[] = searchCities(text, everyCountry, geocodeResultLimit).map((city) => ({
    id: `city-${city.guid}`,
    type: 'geocode',
    attributes: { kind: 'city', name: city.name, text: `${city.name}, ${city.regionName}`, 'city-guid': city.guid, lat: city.lat, lon: city.lon, 'store-id': null },
  }));
  const storeHits: GeocodeResult[] = (await pointsByText(db, text, geocodeResultLimit)).map((row) => ({
    id: `store-${row.id}`,
    type: 'geocode',
    attributes: {
      kind: 'address',
      name: row.name,
      text: row.address,
      'city-guid': row.cityGuid,
      lat: row.lat,
      lon: row.lon,
      'store-id': row.id,
    },
  }));
  return [...cityHits, ...storeHits];
}
