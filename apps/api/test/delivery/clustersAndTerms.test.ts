// Grid clustering of the map's points (offer/points-cluster/), product sizes (offer/sizes/{urlCode}/)
// and delivery terms (delivery-terms) of the offers service.
import { type DeliveryTermsResponse, type OfferPointsClusterResponse, type OfferPointsResponse, type OfferSizesResponse, paths } from '@ornament/api-contract';
import { cityByGuid } from '@ornament/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stock, stores } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { astanaGuid, moscowGuid, petersburgGuid, useKnownTariffs } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await useKnownTariffs(t.db);
});
afterAll(async () => t?.close());

const moscow = cityByGuid(moscowGuid)!;
const moscowBox = [moscow.lat - 0.2, moscow.lon - 0.3, moscow.lat + 0.2, moscow.lon + 0.3].join(',');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const clusters = async (query: string) => {
  const response = await get(`${paths.offerPointsCluster}${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<OfferPointsClusterResponse>();
};

describe('offer/points-cluster/', () => {
  it('groups every point in the rectangle: one cell when zoomed out, single points when zoomed in', async () => {
    const listed = (await get(`${paths.offerPoints}?filter[bounds]=${moscowBox}`)).json<OfferPointsResponse>();
    // A city is far smaller than a cell at zoom 5 (~2.8°): it falls in one cell, or a few where grid lines cross it.
    const out = await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=5`);
    expect(out.data.length).toBeGreaterThanOrEqual(1);
    expect(out.data.length).toBeLessThanOrEqual(4);
    expect(out.data.reduce((sum, cell) => sum + cell.count, 0)).toBe(listed.meta['total-count']);
    for (const cell of out.data) {
      expect(cell.id).toMatch(/^5:\d+:\d+$/);
      expect(cell.retail_count + cell.pvz_count).toBe(cell.count);
      expect(cell.bounds.south).toBeGreaterThanOrEqual(moscow.lat - 0.2);
      expect(cell.lat).toBeGreaterThanOrEqual(cell.bounds.south);
      expect(cell.lat).toBeLessThanOrEqual(cell.bounds.north);
    }
    // Zoom 0: the world is 4 × 4 cells; Moscow, x = (37.6 + 180) / 360 ≈ 0.60 and y ≈ 0.32, is in column 2, row 1.
    const world = await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=0`);
    expect(world.data).toEqual([expect.objectContaining({ id: '0:2:1', count: listed.meta['total-count'], point_id: null })]);

    const close = await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=18`);
    expect(close.meta).toEqual({ zoom: 18, 'total-count': listed.meta['total-count'] });
    expect(close.data.reduce((sum, cell) => sum + cell.count, 0)).toBe(listed.meta['total-count']);
    const singles = close.data.filter((cell) => cell.count === 1);
    expect(singles.length).toBeGreaterThan(listed.meta['total-count'] / 2);
    const ids = new Set(listed.data.map((point) => point.id));
    for (const cell of singles) {
      expect(ids.has(cell.point_id!)).toBe(true);
      expect(cell.bounds.south).toBe(cell.bounds.north);
    }
  });

  it('clusters more finely as the zoom grows, and applies the filters', async () => {
    const counts = await Promise.all([6, 10, 14].map(async (zoom) => (await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=${zoom}`)).data.length));
    expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
    expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
    const shops = await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=5&filter[point_type]=retail`);
    expect(shops.data.every((cell) => cell.pvz_count === 0)).toBe(true);
    expect(shops.meta['total-count']).toBe(8);
    const lockers = await clusters(`?filter[bounds]=${moscowBox}&filter[zoom]=5&filter[point_type]=pvz&filter[pvz_types]=postamat`);
    const listed = (await get(`${paths.offerPoints}?filter[bounds]=${moscowBox}&filter[point_type]=pvz&filter[pvz_types]=postamat`)).json<OfferPointsResponse>();
    expect(lockers.meta['total-count']).toBe(listed.meta['total-count']);
  });

  it('needs bounds and a zoom between 0 and 21', async () => {
    for (const query of ['?filter[zoom]=5', `?filter[bounds]=${moscowBox}`, `?filter[bounds]=${moscowBox}&filter[zoom]=22`, `?filter[bounds]=${moscowBox}&filter[zoom]=-1`, '?filter[bounds]=91,0,92,1&filter[zoom]=3']) {
      expect((await get(`${paths.offerPointsCluster}${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('offer/sizes/{urlCode}/', () => {
  it('gives each size with its price, the country’s units and the city’s shops holding it', async () => {
    const [held] = await t.db
      .select({ urlCode: products.urlCode, article: products.article, size: stock.size })
      .from(stock)
      .innerJoin(stores, eq(stores.id, stock.storeId))
      .innerJoin(products, eq(products.id, stock.productId))
      .where(and(eq(stores.cityGuid, moscowGuid), gt(stock.quantity, 0), eq(products.catalog, 'catalog')))
      .orderBy(asc(stock.id))
      .limit(1);
    const response = await get(paths.offerSizes(held!.urlCode), { 'x-city-uuid': moscowGuid });
    expect(response.statusCode).toBe(200);
    const body = response.json<OfferSizesResponse>();
    expect(body.meta).toMatchObject({ url_code: held!.urlCode, article: held!.article, currency: { code: 'RUB' } });
    const size = body.data.find((entry) => entry.size === held!.size)!;
    expect(size).toMatchObject({ offer: `${held!.article}#${held!.size}`, in_stock: true, is_today: true });
    expect(size.stores_count).toBeGreaterThan(0);
    expect(size.price).toBeGreaterThan(0);
    expect(body.data.every((entry) => entry.in_stock === entry.quantity > 0 && entry.is_today === entry.stores_count > 0)).toBe(true);

    const kz = (await get(paths.offerSizes(held!.urlCode), { 'x-country-code': 'KZ', 'x-city-uuid': astanaGuid })).json<OfferSizesResponse>();
    expect(kz.meta.currency.code).toBe('KZT');
    expect(kz.data.every((entry) => entry.stores_count === 0 || entry.in_stock)).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed code', async () => {
    expect((await get(paths.offerSizes('no-such-product'))).statusCode).toBe(404);
    expect((await get(paths.offerSizes('Кольцо'))).statusCode).toBe(400);
  });
});

describe('delivery-terms', () => {
  it('gives the city’s methods: its own rows over the country’s, with cut-off, reserve and retention', async () => {
    const response = await get(paths.deliveryTerms, { 'x-city-uuid': moscowGuid, 'x-region-uuid': moscow.regionGuid, 'x-region-timezone': 'UTC+3:00' });
    expect(response.statusCode).toBe(200);
    const body = response.json<DeliveryTermsResponse>();
    expect(body.data.country_info).toEqual({ char_code: 'RU', iso_code: '643' });
    expect(body.meta).toMatchObject({ city_guid: moscowGuid, timezone: 'UTC+3:00', currency: { code: 'RUB' } });
    expect(body.data.types_info.map((type) => type.code)).toEqual(['sim', 'express', 'in_stock', 'zvm', 'pvz']);
    const of = (code: string) => body.data.types_info.find((type) => type.code === code);
    // sim's cut-off hour 0 has always passed: one day more than the tariff's.
    expect(of('sim')).toEqual({ code: 'sim', name: 'Курьерская доставка', delivery_price: 500, delivery_time: 2, free_delivery_from: 10000, reservation_period: null, retention_period: null });
    expect(of('pvz')).toMatchObject({ name: 'Пункт выдачи заказов', delivery_price: 200, delivery_time: 1, reservation_period: 7, retention_period: 7 });
    expect(of('in_stock')).toMatchObject({ delivery_time: 0, reservation_period: 5, retention_period: 8 });
  });

  it('falls back to the country’s rows in another city, and to a region’s city or the default city', async () => {
    const spb = (await get(paths.deliveryTerms, { 'x-city-uuid': petersburgGuid })).json<DeliveryTermsResponse>();
    expect(spb.data.types_info.map((type) => type.code)).toEqual(['sim', 'in_stock', 'zvm', 'pvz']);
    expect(spb.data.types_info.find((type) => type.code === 'pvz')).toMatchObject({ delivery_price: 300, delivery_time: 2 });
    const astana = cityByGuid(astanaGuid)!;
    const byRegion = (await get(paths.deliveryTerms, { 'x-region-uuid': astana.regionGuid })).json<DeliveryTermsResponse>();
    expect(byRegion.meta.city_guid).toBe(astanaGuid);
    expect(byRegion.data.country_info).toEqual({ char_code: 'KZ', iso_code: '398' });
    expect(byRegion.data.types_info).toEqual([expect.objectContaining({ code: 'pvz', delivery_price: 1500, delivery_time: 3 })]);
    expect(byRegion.meta).toMatchObject({ timezone: 'UTC+6:00', currency: { code: 'KZT' } });
    const fallback = (await get(paths.deliveryTerms, { 'x-city-uuid': '00000000-0000-4000-8000-000000000000', 'x-country-code': 'KZ' })).json<DeliveryTermsResponse>();
    expect(fallback.meta.city_guid).toBe(astanaGuid);
  });
});
