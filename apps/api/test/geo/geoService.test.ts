// The geo service's own calls (spec 1 §7): a reference city by FIAS code and by GUID, and the city the
// caller's address suggests, on the project seed's geo-IP table (RFC 5737 ranges).
import { cityResponseSchema, geoPaths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

const astana = { guid: '6a4f35e1-5606-5c34-bba0-e1c9999a761b', fias: 'ecd2a739-c7e8-5f51-bb68-3a4bd8fd5a05' };
const novosibirskRegionFias = '18021dea-3ddd-58b4-bc80-560fb78ebb36';
const unknown = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(() => t.close());

const get = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'GET', url, headers: options.headers ?? {}, remoteAddress: options.remoteAddress ?? '127.0.0.1' });

describe('GET geo fias/?code=', () => {
  it('S1.7.16: answers the reference city with that FIAS id, GUIDs lowercased', async () => {
    const res = await get(`${geoPaths.fias}?code=${astana.fias.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const city = cityResponseSchema.parse(res.json()).data;
    expect(city).toMatchObject({ guid_city: astana.guid, fias_id: astana.fias, name_city: 'Астана', country_code: 'KZ', region_timezone: 'UTC+6:00' });
    expect(res.json().data.guid_city).toBe(astana.guid);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('S1.7.16: answers a region code with the region’s main city', async () => {
    const res = await get(`${geoPaths.fias}?code=${novosibirskRegionFias}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name_city: 'Новосибирск', region_fias_id: novosibirskRegionFias, region_timezone: 'UTC+7:00' });
  });

  it('S1.7.16: an unknown code is a JSON:API 404', async () => {
    const res = await get(`${geoPaths.fias}?code=${unknown}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: '404', code: 'not_found', source: { parameter: 'code', pointer: '/query/code' } });
  });

  it('S1.7.16: a missing or malformed code is a 400 naming the parameter', async () => {
    for (const query of ['', '?code=moscow', `?code=${astana.fias}x`]) {
      const res = await get(`${geoPaths.fias}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: '400', source: { parameter: 'code', pointer: '/query/code' } });
    }
  });
});

describe('GET geo city/{guid}/', () => {
  it('S1.7.16: answers the city by its GUID in any letter case', async () => {
    const res = await get(geoPaths.city(astana.guid.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ guid_city: astana.guid, fias_id: astana.fias, name_region: 'Астана' });
  });

  it('S1.7.16: unknown is 404, malformed is 400 with the path pointer', async () => {
    const missing = await get(geoPaths.city(unknown));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ status: '404', source: { pointer: '/path/guid' } });
    const malformed = await get(geoPaths.city('not-a-guid'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].source.pointer).toBe('/path/guid');
  });
});

describe('GET geo settlement/by-ip/', () => {
  it('S1.7.17: answers the city of the caller’s address, never cached', async () => {
    const res = await get(geoPaths.settlementByIp, { remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(200);
    expect(cityResponseSchema.parse(res.json()).data).toMatchObject({ guid_city: astana.guid, name_city: 'Астана' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('S1.7.17: takes X-Forwarded-For from the storefront beside it, never from an outside client', async () => {
    const viaStorefront = await get(geoPaths.settlementByIp, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(viaStorefront.json().data.name_city).toBe('Санкт-Петербург');
    // A Minsk connection claiming a St Petersburg address is still in Minsk.
    const forged = await get(geoPaths.settlementByIp, { remoteAddress: '203.0.113.10', headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.name_city).toBe('Минск');
  });

  it('S1.7.17: no guess (404) for an unknown address, a VPN exit or a city outside the brand', async () => {
    for (const [remoteAddress, headers] of [
      ['127.0.0.1', {}],
      ['192.0.2.200', {}],
      ['203.0.113.10', { 'x-source': 'diamant' }],
    ] as const) {
      const res = await get(geoPaths.settlementByIp, { remoteAddress, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    }
  });
});
