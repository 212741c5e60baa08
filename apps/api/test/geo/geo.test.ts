import { citiesResponseSchema, locationCheckResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const astana = '6a4f35e1-5606-5c34-bba0-e1c9999a761b';
const minsk = '2ffe9b81-768d-50c3-9669-51bc018ddae3';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(() => t.close());

const cityByName = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${paths.cityByName}?${query}`, headers });

describe('GET get-city-by-name', () => {
  it('suggests cities over the main brand coverage', async () => {
    const res = await cityByName(`suggest=${encodeURIComponent('мин')}`);
    expect(res.statusCode).toBe(200);
    const names = citiesResponseSchema.parse(res.json()).data.map((c) => c.name_city);
    expect(names).toContain('Минск');
  });

  it('narrows to the countries asked for', async () => {
    const res = await cityByName(`suggest=${encodeURIComponent('а')}&country=kz`);
    const countries = new Set(res.json().data.map((c: { country_code: string }) => c.country_code));
    expect([...countries]).toEqual(['KZ']);
  });

  it('covers Russia only for the diamond brand', async () => {
    const res = await cityByName(`suggest=${encodeURIComponent('мин')}`, { 'x-source': 'diamant' });
    expect(res.json().data).toEqual([]);
  });

  it('rejects a blank query and unknown countries with 400', async () => {
    expect((await cityByName('suggest=%20')).statusCode).toBe(400);
    expect((await cityByName('')).statusCode).toBe(400);
    const bad = await cityByName('suggest=a&country=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toMatch(/country/);
  });
});

describe('POST set-region', () => {
  it('answers the city and sets the context cookies for a year', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.setRegion, payload: { guid_city: astana.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ guid_city: astana, name_city: 'Астана', country_code: 'KZ' });
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    for (const name of ['city_guid', 'region_guid', 'country_guid', 'country_code']) expect(cookies).toContain(`${name}=`);
    expect(cookies).toContain(`city_guid=${astana}; Max-Age=31536000; Path=/; SameSite=Lax`);
  });

  it('answers 404 for an unknown city or one outside the brand', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: paths.setRegion, payload: { guid_city: '00000000-0000-0000-0000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
    const outside = await t.app.inject({ method: 'POST', url: paths.setRegion, payload: { guid_city: minsk }, headers: { 'x-source': 'diamant' } });
    expect(outside.statusCode).toBe(404);
  });

  it('answers 400 for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.setRegion, payload: { guid_city: 'moscow' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.pointer).toMatch(/guid_city/);
  });
});

describe('GET location/check', () => {
  const check = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: paths.locationCheck, headers, remoteAddress });

  it('takes the chosen city from the cookie without asking', async () => {
    const res = await check({ cookie: `city_guid=${astana}` });
    expect(res.statusCode).toBe(200);
    const data = locationCheckResponseSchema.parse(res.json()).data;
    expect([data.city.name_city, data.source, data.need_confirm]).toEqual(['Астана', 'cookie', false]);
  });

  it('takes the city header too', async () => {
    expect((await check({ 'x-city-uuid': minsk })).json().data.city.name_city).toBe('Минск');
  });

  it('guesses by IP and asks to confirm', async () => {
    const data = (await check({}, '192.0.2.10')).json().data;
    expect([data.city.name_city, data.source, data.need_confirm]).toEqual(['Санкт-Петербург', 'ip', true]);
  });

  it('falls back to the default city of the request country', async () => {
    expect((await check({})).json().data).toMatchObject({ city: { guid_city: moscow }, source: 'default', need_confirm: true });
    expect((await check({ 'x-country-code': 'KZ' })).json().data.city.name_city).toBe('Астана');
    expect((await check({ 'x-city-uuid': 'not-a-guid' })).json().data.source).toBe('default');
  });
});

describe('GET time', () => {
  it('tells the time in an offset or IANA zone', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.time, headers: { timezone: 'UTC+6:00' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ timezone: 'UTC+6:00', offset: '+06:00' });
    const iana = await t.app.inject({ method: 'GET', url: paths.time, headers: { timezone: 'Asia/Yerevan' } });
    expect(iana.json().data.offset).toBe('+04:00');
  });

  it('uses shop time without the header and refuses a bad zone with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.time })).json().data.timezone).toBe('Europe/Moscow');
    const bad = await t.app.inject({ method: 'GET', url: paths.time, headers: { timezone: 'Nowhere/Town' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toBe('/headers/timezone');
  });
});
