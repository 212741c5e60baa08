// The checkout map (spec 3 §3 "Shop point and map", §7): shops and pickup points for the basket,
// with the filters pvz_types, partial_redemption, return_option, bounds and city, and the detail call.
import { type DeliveryPoint, type OfferPointDataResponse, type OfferPointsResponse, paths } from '@ornament/api-contract';
import { cityByGuid } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';
import { type HeldLine, astanaGuid, moscowGuid, moscowLines, putInBasket, useKnownTariffs } from './fixtures';

let t: TestApp;
let anna: SignedIn;
let lines: [HeldLine, HeldLine];

beforeAll(async () => {
  t = await buildTestApp();
  await useKnownTariffs(t.db);
  lines = await moscowLines(t.db);
  anna = await signedIn(t.app, t.db, 'shopper');
  await putInBasket(t.db, anna.userId, [
    { ...lines[0], quantity: 1 },
    { ...lines[1], quantity: 1 },
    // Not selected: it must not count.
    { productId: lines[1].productId, size: `${lines[1].size}x`, quantity: 1, isSelected: false },
  ]);
});
afterAll(async () => t?.close());

const moscowHeaders = { 'x-city-uuid': moscowGuid, 'x-region-timezone': 'UTC+3:00' };
const get = (who: SignedIn | null, query: string, headers: Record<string, string> = moscowHeaders) =>
  (who ? who.call.bind(who) : t.app.inject.bind(t.app))({ method: 'GET', url: `${paths.offerPoints}${query}`, headers });
const points = async (who: SignedIn | null, query = '', headers?: Record<string, string>) => {
  const response = await get(who, query, headers);
  expect(response.statusCode).toBe(200);
  return response.json<OfferPointsResponse>();
};
const byId = (list: DeliveryPoint[], id: string) => list.find((point) => point.id === id)!;

describe('offer/points/', () => {
  it('lists the city’s shops first, then the pickup points of its delivery services', async () => {
    const body = await points(anna);
    const kinds = body.data.map((point) => point.type);
    expect(kinds.indexOf('pvz')).toBeGreaterThan(0);
    expect(kinds.slice(kinds.indexOf('pvz')).every((kind) => kind === 'pvz')).toBe(true);
    expect(body.data.every((point) => point.city_guid === moscowGuid)).toBe(true);
    expect(body.meta).toMatchObject({ city_guid: moscowGuid, bounds: null, timezone: 'UTC+3:00', 'total-count': body.data.length });
    expect(new Set(body.data.filter((p) => p.type === 'pvz').map((p) => p.delivery_service_name))).toEqual(new Set(['СДЭК', 'Boxberry', 'Почта России']));
  });

  it('a shop holding every selected line gives them today; one that lacks a line gets it by zvm', async () => {
    const body = await points(anna);
    const holding = byId(body.data, `retail-${lines[0].storeId}`);
    expect(holding.offers.map((offer) => offer.offer)).toEqual([`${lines[0].article}#${lines[0].size}`, `${lines[1].article}#${lines[1].size}`]);
    expect(holding.offers.every((offer) => offer.in_stock && offer.delivery_time === 0)).toBe(true);
    expect(holding).toMatchObject({ type: 'retail', store_id: lines[0].storeId, is_available: true });
    expect(holding.deliveryInformation).toMatchObject({ isToday: true, delivery_time: 0, order_type: 'in_stock', price: 0, reservation_period: 5 });
    const lacking = byId(body.data, `retail-${lines[0].otherStoreId}`);
    expect(lacking.offers.every((offer) => !offer.in_stock && offer.available && offer.delivery_time === 3)).toBe(true);
    expect(lacking.deliveryInformation).toMatchObject({ isToday: false, delivery_time: 3, order_type: 'zvm', reservation_period: 7, schedule_time: null });
    // S3.4.25: what a shop holds is ready two hours from now, Moscow time ('Забрать сегодня с {time}').
    const moscowHour = (new Date().getUTCHours() + 3) % 24;
    expect(holding.deliveryInformation.schedule_time).toBe(`${String(Math.min(23, moscowHour + 2)).padStart(2, '0')}:00`);
    expect(lacking.deliveryInformation.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a pickup point takes the city’s pvz tariff plus its service’s days and price share', async () => {
    const pvz = (await points(anna, '?filter[point_type]=pvz')).data;
    const byService = (name: string) => pvz.find((point) => point.delivery_service_name === name)!.deliveryInformation;
    // Moscow's own pvz row: 1 day, 200 ₽ (the country's is 2 days, 300 ₽).
    expect(byService('СДЭК')).toMatchObject({ order_type: 'pvz', delivery_time: 1, price: 200, free_delivery_from: 5000, isToday: false });
    expect(byService('Boxberry')).toMatchObject({ delivery_time: 2, price: 180 });
    expect(byService('Почта России')).toMatchObject({ delivery_time: 3, price: 160 });
    expect(pvz.every((point) => point.offers.every((offer) => !offer.in_stock && offer.available))).toBe(true);
  });

  it('filters pickup points by pvz_types, partial_redemption, return_option and delivery service', async () => {
    const lockers = (await points(anna, '?filter[point_type]=pvz&filter[pvz_types]=postamat')).data;
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers.every((point) => point.pvz_type === 'postamat')).toBe(true);
    const partial = (await points(anna, '?filter[point_type]=pvz&filter[partial_redemption]=Y')).data;
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((point) => point.partial_redemption && point.pvz_type === 'pvz')).toBe(true);
    const noReturns = (await points(anna, '?filter[point_type]=pvz&filter[return_option]=N')).data;
    expect(noReturns.every((point) => !point.return_option)).toBe(true);
    const all = (await points(anna, '?filter[point_type]=pvz')).data;
    expect(partial.length + (await points(anna, '?filter[point_type]=pvz&filter[partial_redemption]=N')).data.length).toBe(all.length);
    const cdek = (await points(anna, '?filter[delivery_service]=cdek')).data;
    expect(cdek.filter((p) => p.type === 'pvz').every((point) => point.delivery_service_id === 'cdek')).toBe(true);
    // The pickup-point filters leave the shops alone.
    expect(cdek.filter((p) => p.type === 'retail').length).toBe((await points(anna, '?filter[point_type]=retail')).data.length);
  });

  it('takes a rectangle instead of a city, nearest its centre first, and a limit', async () => {
    const moscow = cityByGuid(moscowGuid)!;
    const bounds = [moscow.lat - 0.2, moscow.lon - 0.3, moscow.lat + 0.2, moscow.lon + 0.3].join(',');
    const body = await points(anna, `?filter[bounds]=${bounds}&limit=3`);
    expect(body.data).toHaveLength(3);
    expect(body.meta.city_guid).toBeNull();
    expect(body.meta['total-count']).toBe((await points(anna)).meta['total-count']);
    const tiny = await points(anna, `?filter[bounds]=0,0,0.1,0.1`);
    expect(tiny).toMatchObject({ data: [], meta: { 'total-count': 0 } });
  });

  it('places named offers instead of the basket, and a guest’s empty basket anywhere today', async () => {
    const named = await points(null, `?filter[point_type]=retail&filter[offer]=${encodeURIComponent(`${lines[1].article}#${lines[1].size}`)}`);
    expect(byId(named.data, `retail-${lines[0].storeId}`).offers).toHaveLength(1);
    const guest = await points(null, '?filter[point_type]=retail');
    expect(guest.data.every((point) => point.offers.length === 0 && point.deliveryInformation.isToday)).toBe(true);
  });

  it('lists another country’s points in its currency and services', async () => {
    const body = await points(null, '', { 'x-city-uuid': astanaGuid, 'x-country-code': 'KZ' });
    expect(body.meta.currency.code).toBe('KZT');
    expect(body.meta.timezone).toBe('UTC+6:00');
    const pvz = body.data.filter((point) => point.type === 'pvz');
    expect(new Set(pvz.map((p) => p.delivery_service_id))).toEqual(new Set(['cdek', 'boxberry', 'kazpost']));
    expect(pvz.find((p) => p.delivery_service_id === 'cdek')!.deliveryInformation).toMatchObject({ delivery_time: 3, price: 1500 });
    // No zvm tariff in Kazakhstan: a shop is available only for what it holds (nothing asked here).
    expect(body.data.filter((p) => p.type === 'retail').every((p) => p.deliveryInformation.order_type === 'in_stock')).toBe(true);
  });

  it('refuses bad queries with 400 and unknown articles with 404', async () => {
    for (const query of ['?filter[bounds]=a,b', '?filter[bounds]=56,37,55,38', '?filter[pvz_types]=kiosk', '?filter[partial_redemption]=yes', '?limit=1000', '?filter[city]=moscow', '?filter[offer]=%3Cscript%3E']) {
      expect((await get(anna, query)).statusCode, query).toBe(400);
    }
    const unknown = await get(anna, '?filter[offer]=NO-SUCH-ARTICLE%23');
    expect(unknown.statusCode).toBe(404);
    expect((await get(anna, `?filter[offer]=${encodeURIComponent(`${lines[0].article}#99.9`)}`)).statusCode).toBe(400);
  });
});

describe('offer/data/', () => {
  it('gives a shop with its week, phone and offers', async () => {
    const response = await anna.call({ method: 'GET', url: `${paths.offerPointData}?filter[point]=retail-${lines[0].storeId}`, headers: moscowHeaders });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<OfferPointDataResponse>();
    expect(data.schedule).toHaveLength(7);
    expect(data.schedule[0]).toMatchObject({ day: 1, open: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(data.work_time).toMatch(/^Ежедневно \d\d:\d\d–\d\d:\d\d$/);
    expect(data.phone).toMatch(/^\+7/);
    expect(data.offers).toHaveLength(2);
    expect(data.deliveryInformation.isToday).toBe(true);
  });

  it('gives a pickup point by its code, and 404 for an unknown one', async () => {
    const pvz = (await points(anna, '?filter[point_type]=pvz')).data[0]!;
    const response = await anna.call({ method: 'GET', url: `${paths.offerPointData}?filter[point]=${pvz.id}` });
    expect(response.json<OfferPointDataResponse>().data).toMatchObject({ id: pvz.id, schedule: [], phone: null, work_time: pvz.work_time, deliveryInformation: pvz.deliveryInformation });
    const missing = await anna.call({ method: 'GET', url: `${paths.offerPointData}?filter[point]=pvz-NOPE` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ code: 'point_not_found' }] });
    expect((await anna.call({ method: 'GET', url: `${paths.offerPointData}?filter[point]=shop-1` })).statusCode).toBe(400);
  });
});
