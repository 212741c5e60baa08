// Saved addresses (spec 3 §7 "Addresses"): list, create, update, delete — the signed-in owner's only,
// ids checked against the reference cities, at most 20 each.
import { type DeliveryAddress, type DeliveryAddressListResponse, type DeliveryAddressResponse, paths } from '@ornament/api-contract';
import { cityByGuid, countries } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddresses } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;
let olga: SignedIn;

const moscow = cityByGuid('0c5b2444-70a0-4932-980c-b4dc0d3f02b5')!;
const astana = cityByGuid('6a4f35e1-5606-5c34-bba0-e1c9999a761b')!;
const ru = countries.RU.guid;

const moscowBody = { country_fias_id: ru, region_fias_id: moscow.regionGuid, city_fias_id: moscow.guid, street: 'ул. Арбат', house: '10' };

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
  olga = await signedIn(t.app, t.db, 'operator');
});
afterAll(async () => t?.close());

const list = async (who: SignedIn) => (await who.call({ method: 'GET', url: paths.deliveryAddresses })).json<DeliveryAddressListResponse>();
const create = (who: SignedIn, payload: object) => who.call({ method: 'POST', url: paths.deliveryAddressCreate, payload });

describe('listing', () => {
  it('gives the seeded addresses oldest first with the limit', async () => {
    const response = await anna.call({ method: 'GET', url: paths.deliveryAddresses });
    expect(response.statusCode).toBe(200);
    const body = response.json<DeliveryAddressListResponse>();
    expect(body.meta.limit).toBe(20);
    expect(body.data.map((a) => a.city)).toEqual(['Москва', 'Санкт-Петербург']);
    expect(body.data[0]).toMatchObject({ street: 'ул. Тверская', apartment: '45', floor: '4', porch: '2', address: 'г. Москва, ул. Тверская, д. 12, стр. 1, кв. 45' });
    expect((await list(aigerim)).data.map((a) => a.city)).toEqual(['Астана', 'Алматы']);
  });

  it('refuses guests and requests without a session with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.deliveryAddresses });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: paths.deliveryAddressCreate, payload: moscowBody })).statusCode).toBe(401);
  });
});

describe('creating', () => {
  it('saves an address, composing the line and the names from the reference city', async () => {
    const response = await create(olga, { ...moscowBody, apartment: '3', floor: 5, porch: '1', intercom: '3В' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<DeliveryAddressResponse>().data;
    expect(saved).toMatchObject({ city: 'Москва', region: moscow.regionName, address: 'г. Москва, ул. Арбат, д. 10, кв. 3', floor: '5', porch: '1', intercom: '3В' });
    expect((await list(olga)).data.at(-1)?.id).toBe(saved.id);
  });

  it('takes FIAS ids as well as GUIDs, upper-case too, and keeps a typed address line', async () => {
    const body = {
      country_fias_id: countries.KZ.guid.toUpperCase(),
      region_fias_id: astana.regionFiasId,
      city_fias_id: astana.fiasId,
      address: 'Астана, Мангилик Ел 8',
      street: 'пр. Мангилик Ел',
      house: '8',
    };
    const response = await create(aigerim, body);
    expect(response.statusCode).toBe(201);
    expect(response.json<DeliveryAddressResponse>().data).toMatchObject({ city_fias_id: astana.fiasId, country_fias_id: countries.KZ.guid, city: 'Астана', address: 'Астана, Мангилик Ел 8' });
  });

  it('refuses ids that are not a reference city, its region or its country with 422 and a pointer', async () => {
    const cases = [
      [{ ...moscowBody, city_fias_id: '00000000-0000-4000-8000-000000000000' }, '/city_fias_id', 'Выберите город из списка'],
      [{ ...moscowBody, region_fias_id: astana.regionGuid }, '/region_fias_id', 'Регион не соответствует городу'],
      [{ ...moscowBody, country_fias_id: countries.KZ.guid }, '/country_fias_id', 'Страна не соответствует городу'],
    ] as const;
    const before = (await list(anna)).data.length;
    for (const [payload, pointer, detail] of cases) {
      const response = await create(anna, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: [{ status: '422', code: 'unknown_city', detail, source: { pointer } }] });
    }
    expect((await list(anna)).data.length).toBe(before);
  });

  it('refuses bad bodies with 400', async () => {
    const bad = [
      { ...moscowBody, street: '' },
      { ...moscowBody, house: undefined },
      { ...moscowBody, floor: 'пятый' },
      { ...moscowBody, porch: -1 },
      { ...moscowBody, street: 'у'.repeat(201) },
      { ...moscowBody, intercom: 'a\u0000b' },
      { ...moscowBody, city_fias_id: 'moscow' },
    ];
    for (const payload of bad) expect((await create(anna, payload)).statusCode).toBe(400);
  });

  it('stops at 20 addresses with 422 address_limit and meta.limit', async () => {
    const [row] = await t.db.insert(deliveryAddresses).values({ userId: olga.userId, countryFiasId: ru, regionFiasId: moscow.regionGuid, cityFiasId: moscow.guid, address: 'x', city: 'Москва', street: 'x', house: '1' }).returning();
    const count = (await list(olga)).data.length;
    await t.db.insert(deliveryAddresses).values(Array.from({ length: 20 - count }, () => ({ ...row!, id: undefined })));
    expect((await list(olga)).data).toHaveLength(20);
    const response = await create(olga, moscowBody);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ code: 'address_limit', detail: 'Можно сохранить не больше 20 адресов', meta: { limit: 20 } }] });
    expect((await list(olga)).data).toHaveLength(20);
  });
});

describe('updating and deleting', () => {
  const first = async (who: SignedIn) => (await list(who)).data[0]!;

  it('replaces an own address', async () => {
    const mine = await first(anna);
    const response = await anna.call({ method: 'PUT', url: paths.deliveryAddressUpdate, payload: { ...moscowBody, id: mine.id, house: '12', apartment: '7' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<DeliveryAddressResponse>().data).toMatchObject({ id: mine.id, street: 'ул. Арбат', house: '12', apartment: '7', floor: '', address: 'г. Москва, ул. Арбат, д. 12, кв. 7' });
  });

  it('answers 404 for another shopper’s address and changes nothing', async () => {
    const hers: DeliveryAddress = await first(aigerim);
    const update = await anna.call({ method: 'PUT', url: paths.deliveryAddressUpdate, payload: { ...moscowBody, id: hers.id } });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ errors: [{ code: 'not_found', source: { pointer: '/id' } }] });
    const remove = await anna.call({ method: 'DELETE', url: `${paths.deliveryAddressDelete}?id=${hers.id}` });
    expect(remove.statusCode).toBe(404);
    expect(await first(aigerim)).toEqual(hers);
    const [row] = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, hers.id));
    expect(row?.userId).toBe(aigerim.userId);
  });

  it('deletes an own address and answers with the rest', async () => {
    const before = (await list(aigerim)).data;
    const response = await aigerim.call({ method: 'DELETE', url: `${paths.deliveryAddressDelete}?id=${before[0]!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<DeliveryAddressListResponse>().data.map((a) => a.id)).toEqual(before.slice(1).map((a) => a.id));
    expect((await aigerim.call({ method: 'DELETE', url: `${paths.deliveryAddressDelete}?id=${before[0]!.id}` })).statusCode).toBe(404);
    expect((await aigerim.call({ method: 'DELETE', url: `${paths.deliveryAddressDelete}?id=abc` })).statusCode).toBe(400);
    expect((await aigerim.call({ method: 'DELETE', url: paths.deliveryAddressDelete })).statusCode).toBe(400);
  });
});
