// The card's and the product's extra blocks (spec 2 §7): GET additional-info/?url_codes= (shops of
// the shopper's city holding the piece, the nearest delivery) and GET product-info/{id}/.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTariffs, products, stock, stores } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { moscow, seedFixtures } from '../helpers/fixtures';

const base = '/api/serviceCatalog/v2';
const petersburg = 'c2deb16a-0330-4f05-821f-1d09c93331e6';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: async (db) => {
      await seedFixtures(db);
      // Cut-off hour 24: no hour of the day is past it, so the days do not depend on when the test runs.
      const tariff = { countryCode: 'RU', currency: 'RUB', price: 0, cutoffHour: 24 };
      await db.insert(deliveryTariffs).values([
        { ...tariff, orderType: 'sim', days: 2 },
        { ...tariff, orderType: 'in_stock', days: 0 },
        { ...tariff, orderType: 'zvm', days: 3 },
        { ...tariff, orderType: 'pvz', days: 4 },
        { ...tariff, cityGuid: moscow, orderType: 'express', days: 0 },
      ]);
      const [spb] = await db.insert(stores).values({ code: 'spb-1', name: 'Петербург, Невский', type: 'retail', cityGuid: petersburg, address: 'Невский пр., 1', lat: 59.93, lon: 30.33 }).returning();
      const [ring] = await db.select({ id: products.id }).from(products).where(eq(products.article, 'A-2'));
      await db.insert(stock).values({ productId: ring!.id, size: '17', storeId: spb!.id, quantity: 1 });
    },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${base}${url}`, headers });
const moscowShopper = { 'x-city-uuid': moscow, 'x-country-code': 'RU' };

describe('S2.7.3: GET additional-info/?url_codes=', () => {
  it('S2.7.3: held in a shop of the city: that many shops, picked up today', async () => {
    const response = await get('/additional-info/?url_codes=ring-gold-1,earrings-gold-3', moscowShopper);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ city_guid: moscow, timezone: 'UTC+3:00' });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ url_code: 'ring-gold-1', article: 'A-1', stores_count: 1, nearest_delivery: { order_type: 'in_stock', days: 0 } });
    expect(body.data[0].nearest_delivery.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data[1]).toMatchObject({ url_code: 'earrings-gold-3', stores_count: 1 });
  });

  it('S2.7.3: held only elsewhere in the country: no shop of the city, the fastest tariff that can bring it', async () => {
    const body = (await get('/additional-info/?url_codes=ring-silver-2', moscowShopper)).json();
    // Express (0 days) serves only from the city's own shops: the courier's 2 days win.
    expect(body.data[0]).toMatchObject({ stores_count: 0, nearest_delivery: { order_type: 'sim', days: 2 } });
    const inPetersburg = (await get('/additional-info/?url_codes=ring-silver-2', { 'x-city-uuid': petersburg })).json();
    expect(inPetersburg.data[0]).toMatchObject({ stores_count: 1, nearest_delivery: { order_type: 'in_stock', days: 0 } });
  });

  it('S2.7.3: held nowhere: no delivery; unknown url codes are left out', async () => {
    const body = (await get('/additional-info/?url_codes=earrings-silver-4,no-such-code', moscowShopper)).json();
    expect(body.data).toEqual([{ url_code: 'earrings-silver-4', article: 'A-4', stores_count: 0, nearest_delivery: null }]);
  });

  it('S2.7.3: Kazakhstan never stocks catalogue goods (spec 2 §9)', async () => {
    const body = (await get('/additional-info/?url_codes=ring-gold-1', { 'x-country-code': 'KZ', 'x-city-uuid': moscow })).json();
    expect(body.data[0]).toMatchObject({ stores_count: 0, nearest_delivery: null });
  });

  it('S2.7.3: without X-City-Uuid the country\'s default city answers; malformed url codes are a 400', async () => {
    const body = (await get('/additional-info/?url_codes=ring-gold-1')).json();
    expect(body.meta.city_guid).toBe(moscow);
    const bad = await get('/additional-info/?url_codes=Not%20A%20Code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toMatch(/^\/query\/url_codes/);
    expect((await get('/additional-info/')).statusCode).toBe(400);
  });
});

describe('S2.7.9: GET product-info/{id}/', () => {
  async function idOf(article: string) {
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, article));
    return row!.id;
  }

  it('S2.7.9: answers the information block: facts, material and stones, care and certificate', async () => {
    const id = await idOf('A-1');
    const response = await get(`/product-info/${id}/`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id,
      article: 'A-1',
      url_code: 'ring-gold-1',
      name: 'Кольцо золотое',
      description: 'Описание',
      material: { code: 'gold', name: 'Золото', metal: 'gold' },
      inserts: [{ name: 'Бриллиант', count: 3, weight: 0.12 }],
      collection: null,
    });
    expect(data.characteristics).toContainEqual({ code: 'material', name: 'Материал', value: 'Золото' });
    expect(data.characteristics).toContainEqual({ code: 'insert', name: 'Вставка', value: 'Бриллиант' });
    expect(data.care).toMatch(/мыльной водой/);
    expect(data.certificate).toMatch(/паспорт вставки/);
    const silver = (await get(`/product-info/${await idOf('A-4')}/`)).json().data;
    expect(silver).toMatchObject({ collection: { code: 'classic', name: 'Классика' }, inserts: [] });
    expect(silver.care).toMatch(/Серебро темнеет/);
    expect(silver.certificate).toBe('Проба металла подтверждена государственным клеймом.');
  });

  it('S2.7.9: an unknown id is a JSON:API 404, a malformed one a 400 pointing at it', async () => {
    const unknown = await get('/product-info/999999/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ status: '404', code: 'not_found', source: { pointer: '/path/id' } });
    for (const id of ['abc', '0', '12345678901', '-1']) {
      const bad = await get(`/product-info/${id}/`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].source.pointer).toBe('/path/id');
    }
  });
});
