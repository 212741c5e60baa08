// The shop map's API (spec 3 §3, §7): points by bounds/city/kinds/named filters/text, paging meta,
// a point with its upcoming holiday hours, counts by kind, geocoding and the v5 city list.
import {
  type CityStoresResponse,
  type GeocodeResponse,
  type StoreDetailResponse,
  type StoresCountResponse,
  type StoresResponse,
  shopMapPaths,
} from '@ornament/api-contract';
import { cities, shopMapMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressProgramStores, stores } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
const moscow = cities.find((city) => city.name === 'Москва')!;
beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: () => new Date('2026-11-24T10:00:00Z') });
});
afterAll(async () => t?.close());

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query });

describe('GET v4 stores/', () => {
  it('pages a city’s points with the meta the map reads', async () => {
    const first = await get(shopMapPaths.stores, { 'filter[city_guid]': moscow.guid, 'per-page': '3' });
    expect(first.statusCode).toBe(200);
    const body = first.json<StoresResponse>();
    const onMapInMoscow = await t.db.select().from(stores).where(eq(stores.cityGuid, moscow.guid));
    expect(body.meta).toEqual({ 'current-page': 1, 'page-count': Math.ceil(onMapInMoscow.length / 3), 'per-page': 3, 'total-count': onMapInMoscow.length });
    expect(body.data).toHaveLength(3);
    expect(body.data[0]?.attributes).toMatchObject({ city: 'Москва', 'city-guid': moscow.guid });
    const second = (await get(shopMapPaths.stores, { 'filter[city_guid]': moscow.guid, 'per-page': '3', page: '2' })).json<StoresResponse>();
    expect(second.meta['current-page']).toBe(2);
    expect(second.data.map((p) => p.id)).not.toContain(body.data[0]?.id);
  });

  it('answers unslashed too', async () => {
    const response = await get(shopMapPaths.stores.replace(/\/$/, ''), { 'filter[city_guid]': moscow.guid });
    expect(response.statusCode).toBe(200);
  });

  it('narrows to the default kinds and default named filters (premium or flagship)', async () => {
    const body = (
      await get(shopMapPaths.stores, { 'filter[city_guid]': moscow.guid, 'filter[point_type]': 'retail,franchise,premium', 'filter[filtersName]': shopMapMessages.defaultFilterNames })
    ).json<StoresResponse>();
    expect(body.data.length).toBeGreaterThan(0);
    for (const point of body.data) expect(point.attributes['point-types'].some((type) => type === 'premium' || type === 'flagship')).toBe(true);
  });

  it('serves the trade-in query of the trade-in page', async () => {
    const body = (await get(shopMapPaths.stores, { 'filter[city_guid]': moscow.guid, 'filter[on_map]': 'true', 'filter[point_type]': 'trade_in' })).json<StoresResponse>();
    expect(body.meta['total-count']).toBeGreaterThan(0);
    for (const point of body.data) {
      expect(point.attributes['point-types']).toContain('trade_in');
      expect(point.attributes['is-on-map']).toBe(true);
    }
  });

  it('finds points inside bounds and by text (metro, address)', async () => {
    const box = [moscow.lat - 0.1, moscow.lon - 0.15, moscow.lat + 0.1, moscow.lon + 0.15].join(',');
    const inBox = (await get(shopMapPaths.stores, { 'filter[bounds]': box, 'per-page': '100' })).json<StoresResponse>();
    expect(inBox.data.length).toBeGreaterThan(0);
    for (const point of inBox.data) expect(point.attributes['city-guid']).toBe(moscow.guid);
    const [one] = inBox.data;
    const street = one!.attributes.address.split(',')[1]!.trim();
    const byText = (await get(shopMapPaths.stores, { 'filter[text]': street, 'per-page': '100' })).json<StoresResponse>();
    expect(byText.data.map((p) => p.id)).toContain(one!.id);
    const nothing = (await get(shopMapPaths.stores, { 'filter[text]': '%_%' })).json<StoresResponse>();
    expect(nothing.meta['total-count']).toBe(0);
  });

  it('lists an address programme’s stores', async () => {
    const moscowStores = await t.db.select().from(stores).where(eq(stores.cityGuid, moscow.guid)).limit(2);
    await t.db.insert(addressProgramStores).values(moscowStores.map((store) => ({ addressProgramId: 9001, storeId: store.id })));
    const body = (await get(shopMapPaths.stores, { 'address-program-id': '9001', 'per-page': '100' })).json<StoresResponse>();
    expect(body.data.map((p) => p.id).sort()).toEqual(moscowStores.map((store) => store.id).sort());
    const counted = (await get(shopMapPaths.storesCount, { city_guid: moscow.guid, 'address-program-id': '9001' })).json<StoresCountResponse>();
    const onMap = moscowStores.filter((store) => store.isOnMap);
    expect(counted.data.retails + counted.data.partners).toBeGreaterThanOrEqual(onMap.length > 0 ? 1 : 0);
    expect((await get(shopMapPaths.stores, { 'address-program-id': 'x' })).statusCode).toBe(400);
  });

  it('rejects bad bounds, kinds and pages with JSON:API errors', async () => {
    const bad: Record<string, string>[] = [{ 'filter[bounds]': '56,37' }, { 'filter[bounds]': '91,0,92,1' }, { 'filter[point_type]': 'castle' }, { page: '0' }, { 'per-page': '1000' }, { 'filter[city_guid]': 'moscow' }];
    for (const query of bad) {
      const response = await get(shopMapPaths.stores, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ errors: { status: string }[] }>().errors[0]?.status).toBe('400');
    }
  });
});

describe('GET v4 stores/{id}/', () => {
  it('answers the detail with upcoming holiday hours, soonest first', async () => {
    const [store] = await t.db.select().from(stores).where(eq(stores.cityGuid, moscow.guid)).limit(1);
    const response = await get(shopMapPaths.store(store!.id));
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json<StoreDetailResponse>().data;
    expect(attributes.name).toBe(store!.name);
    expect(attributes.work_time_holiday[0]).toEqual({ date: '2026-12-31', open: '10:00', close: '18:00', note: 'Новогодний вечер — сокращённый день' });
    expect(attributes.work_time_holiday[1]).toEqual({ date: '2027-01-01', open: null, close: null, note: 'Новый год — выходной' });
    expect(attributes.work_time_holiday.map((h) => h.date)).toContain('2027-05-09');
    expect(attributes.work_time_holiday.every((h) => h.date >= '2026-11-24')).toBe(true);
    // A year ahead at most: day and month never repeat on the page.
    expect(attributes.work_time_holiday.every((h) => h.date < '2027-11-24')).toBe(true);
  });

  it('404s an unknown store and 400s a bad id', async () => {
    const missing = await get(shopMapPaths.store(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ errors: { code: string; detail: string }[] }>().errors[0]).toMatchObject({ code: 'STORE_NOT_FOUND', detail: 'Магазин не найден' });
    expect((await get(shopMapPaths.store('abc'))).statusCode).toBe(400);
  });
});

describe('GET v4 stores/count/', () => {
  it('counts flagships, partners and retails of a city', async () => {
    const response = await get(shopMapPaths.storesCount, { city_guid: moscow.guid });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<StoresCountResponse>();
    expect(data.flagships).toBe(1);
    expect(data.retails).toBeGreaterThan(0);
  });
});

describe('GET v4 geocode/', () => {
  it('resolves a city name and a store address to coordinates', async () => {
    const response = await get(shopMapPaths.geocode, { lang: 'ru', geocode: 'Москв' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json<GeocodeResponse>().data;
    expect(first?.attributes).toMatchObject({ kind: 'city', name: 'Москва', 'city-guid': moscow.guid, lat: moscow.lat, lon: moscow.lon });
    const [store] = await t.db.select().from(stores).where(eq(stores.isOnMap, true)).limit(1);
    const byAddress = (await get(shopMapPaths.geocode, { geocode: store!.address })).json<GeocodeResponse>().data;
    expect(byAddress.find((hit) => hit.attributes['store-id'] === store!.id)?.attributes).toMatchObject({ kind: 'address', lat: store!.lat, lon: store!.lon });
  });

  it('400s an empty text', async () => {
    expect((await get(shopMapPaths.geocode, { geocode: ' ' })).statusCode).toBe(400);
  });
});

describe('GET v5 store/', () => {
  it('lists a city’s map points unpaged', async () => {
    const body = (await get(shopMapPaths.cityStores, { 'filter[city_guid]': moscow.guid })).json<CityStoresResponse>();
    const rows = await t.db.select().from(stores).where(eq(stores.cityGuid, moscow.guid));
    expect(body.data).toHaveLength(rows.filter((row) => row.isOnMap).length);
  });
});
