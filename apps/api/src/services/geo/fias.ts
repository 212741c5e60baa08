// The FIAS lookup of the geo service (spec 1 §7): reference cities by their own FIAS id, or by their
// region's. Addresses carry country_fias_id, region_fias_id and city_fias_id (spec 3 §3), and a region
// code is answered with that region's biggest reference city (its capital), so a caller holding only
// a region still gets a centre and a time zone.
import { cities, type ReferenceCity } from '@ornament/domain';

const byFiasId = new Map(cities.map((city) => [city.fiasId, city]));

const regionCapitals = new Map<string, ReferenceCity>();
for (const city of cities) {
  const known = regionCapitals.get(city.regionFiasId);
  if (!known || city.population > known.population) regionCapitals.set(city.regionFiasId, city);
}

/** The reference city a FIAS code names: the city with that id first, else the main city of the region with it. */
export function cityByFiasCode(code: string): ReferenceCity | undefined {
  const key = code.trim().toLowerCase();
  return byFiasId.get(key) ?? regionCapitals.get(key);
}
