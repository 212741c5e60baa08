import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { moscow } from '../testing/fixtures';

describe('geo calls', () => {
  it('cityByName: suggest and a comma list of countries on the common host', async () => {
    const fake = fakeFetch(() => json({ data: [{ ...moscow, guid_city: moscow.guid_city.toUpperCase() }] }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls: { common: 'http://common.test' } }));
    const response = await client.geo.cityByName('Моск', ['RU', 'KZ']);
    expect(fake.last().url).toBe('http://common.test/api/common/ajax/get-city-by-name/?suggest=%D0%9C%D0%BE%D1%81%D0%BA&country=RU,KZ');
    // The contract lowercases GUIDs (spec 1 §3), so the client hands out lowercase ones.
    expect(response.type === 'data' && response.data.data[0]?.guid_city).toBe(moscow.guid_city);
    await client.geo.cityByName('Моск');
    expect(fake.last().url).not.toContain('country=');
  });

  it('setRegion: POSTs the city as JSON', async () => {
    const fake = fakeFetch(() => json({ data: moscow }));
    await createApiClient(testConfig(fake.fetch)).geo.setRegion(moscow.guid_city);
    expect(fake.last().url).toBe('http://api.test/api/common/ajax/set-region/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ guid_city: moscow.guid_city });
  });

  it('locationCheck and time: their paths, time with the Timezone header', async () => {
    const fake = fakeFetch((url) =>
      url.includes('/time/')
        ? json({ data: { timestamp: 1, iso: '2025-01-01T03:00:00+03:00', timezone: 'UTC+3:00', offset: '+03:00' } })
        : json({ data: { city: moscow, source: 'default', need_confirm: true } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const check = await client.geo.locationCheck();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/location/check/');
    expect(check.type === 'data' && check.data.data.need_confirm).toBe(true);
    await client.geo.time('UTC+3:00');
    expect(fake.last().url).toBe('http://api.test/api/common/time/');
    expect(fake.last().headers.timezone).toBe('UTC+3:00');
  });
});

describe('geo service calls', () => {
  it('S1.7.16: fias and city go to the geo host with the code and the GUID, answering lowercase GUIDs', async () => {
    const fake = fakeFetch(() => json({ data: { ...moscow, guid_city: moscow.guid_city.toUpperCase() } }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls: { geo: 'http://geo.test' } }));
    const byCode = await client.geo.fias(` ${moscow.fias_id} `);
    expect(fake.last().url).toBe(`http://geo.test/api/serviceGeo/v1/fias/?code=${moscow.fias_id}`);
    expect(byCode.type === 'data' && byCode.data.data.guid_city).toBe(moscow.guid_city);
    await client.geo.city(moscow.guid_city);
    expect(fake.last().url).toBe(`http://geo.test/api/serviceGeo/v1/city/${moscow.guid_city}/`);
  });

  it('S1.7.17: settlementByIp asks the geo host and sends no address of its own', async () => {
    const fake = fakeFetch(() => json({ data: moscow }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls: { geo: 'http://geo.test' } }));
    const guess = await client.geo.settlementByIp();
    expect(fake.last().url).toBe('http://geo.test/api/serviceGeo/v1/settlement/by-ip/');
    expect(fake.last().headers['x-forwarded-for']).toBeUndefined();
    expect(guess.type === 'data' && guess.data.data.name_city).toBe(moscow.name_city);
  });
});
