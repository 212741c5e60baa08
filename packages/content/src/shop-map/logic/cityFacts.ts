// What the shop map needs to know of a city beyond its stores (spec 3 §7 "GET geo fias with code"):
// its centre, so the map moves there even before (or without) any store, and its time zone, which the
// stores' opening hours are given in. The browser asks the geo service rather than carrying the
// reference tables; the server-rendered first city comes from them directly.
import { type ApiClient, unwrap } from '@ornament/api-client';
import type { City } from '@ornament/api-contract';

export interface CityFacts {
  guid: string;
  centre: { lat: number; lon: number };
  /** 'UTC+7:00'; null where the reference data has none (Belarus). */
  timezone: string | null;
}

export function cityFactsOf(city: Pick<City, 'guid_city' | 'lat' | 'lon' | 'region_timezone'>): CityFacts {
  return { guid: city.guid_city, centre: { lat: city.lat, lon: city.lon }, timezone: city.region_timezone };
}

/** The city by its FIAS code; null when the lookup fails (the map then simply keeps its place). */
export function loadCityFacts(client: ApiClient, fiasId: string, signal?: AbortSignal): Promise<CityFacts | null> {
  return client.geo
    .fias(fiasId, { signal })
    .then(unwrap)
    .then((body) => cityFactsOf(body.data), () => null);
}

/** The timezone of a city by its GUID (a store's city-guid); null when unknown or failing. */
export function loadCityTimezone(client: ApiClient, guid: string, signal?: AbortSignal): Promise<string | null> {
  return client.geo
    .city(guid, { signal })
    .then(unwrap)
    .then((body) => body.data.region_timezone, () => null);
}
