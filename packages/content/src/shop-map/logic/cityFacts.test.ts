import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { cities } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { cityFactsOf, loadCityFacts, loadCityTimezone } from './cityFacts';

const astana = cities.find((city) => city.name === 'Астана')!;
const apiCity = {
  guid_city: astana.guid.toUpperCase(), guid_country: astana.guid, guid_region: astana.regionGuid, name_city: astana.name, name_region: astana.regionName,
  region_timezone: astana.timezone, country_code: 'KZ', fias_id: astana.fiasId, region_fias_id: astana.regionFiasId, lat: astana.lat, lon: astana.lon,
};

describe('the shop map’s city facts', () => {
  it('S3.7.73: asks the geo service by the chosen city’s FIAS code for its centre and time zone', async () => {
    const fake = fakeFetch(() => json({ data: apiCity }));
    const facts = await loadCityFacts(createApiClient(testConfig(fake.fetch)), astana.fiasId);
    expect(fake.last().url).toBe(`http://api.test/api/serviceGeo/v1/fias/?code=${astana.fiasId}`);
    expect(facts).toEqual({ guid: astana.guid, centre: { lat: astana.lat, lon: astana.lon }, timezone: 'UTC+6:00' });
  });

  it('S3.7.73: a failed lookup leaves the map where it is (null), never an error', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'x' }] }, { status: 404 }));
    expect(await loadCityFacts(createApiClient(testConfig(fake.fetch)), astana.fiasId)).toBeNull();
  });

  it('S1.7.16: a store’s city time zone comes from the geo service’s city by GUID', async () => {
    const fake = fakeFetch(() => json({ data: apiCity }));
    const client = createApiClient(testConfig(fake.fetch));
    expect(await loadCityTimezone(client, astana.guid)).toBe('UTC+6:00');
    expect(fake.last().url).toBe(`http://api.test/api/serviceGeo/v1/city/${astana.guid}/`);
    expect(cityFactsOf({ ...apiCity, guid_city: astana.guid, region_timezone: null }).timezone).toBeNull();
  });
});
