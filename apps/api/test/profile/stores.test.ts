// Favourite stores (spec 3 §2): list, add (unknown → 404, over the cap → 422), remove, and a city's
// stores marked is-favorite; all for the signed-in shopper only.
import { paths, profileErrorCodes } from '@ornament/api-contract';
import { profileLimits } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { moscow } from '../helpers/fixtures';
import { seedProfileFixtures, signedInAccount } from './accounts';

let t: TestApp;
let storeIds: number[] = [];
const kazan = '59294efe-73d7-5a9f-b6ed-01217a768599';

beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
  const extra = Array.from({ length: profileLimits.favoriteStoresMax + 1 }, (_, i) => ({
    code: `kzn-${i}`,
    name: `Орнамент, ТЦ №${i + 1}`,
    type: 'retail' as const,
    cityGuid: kazan,
    address: `г. Казань, ул. Баумана, д. ${i + 1}`,
    lat: 55.79,
    lon: 49.12,
    openingHours: { '1': { open: '10:00', close: '22:00' }, '7': null },
  }));
  await t.db.insert(stores).values(extra);
  storeIds = (await t.db.select({ id: stores.id }).from(stores)).map((row) => row.id);
});
afterAll(async () => t?.close());

type List = { data: { id: number; attributes: { name: string; address: string; 'is-favorite': boolean; city: string; 'opening-hours': Record<string, unknown> } }[]; meta: { limit: number; 'favorite-count': number } };

describe('favourite stores', () => {
  it('adds, lists newest first, tells a repeat with 200 and removes', async () => {
    const a = await signedInAccount(t.app, t.db);
    const [first, second] = storeIds;
    const added = await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: first } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ data: { id: first, type: 'store', attributes: { 'is-favorite': true } } });
    expect((await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: first } })).statusCode).toBe(200);
    await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: second } });
    const list = (await a.call({ method: 'GET', url: paths.favoriteStores })).json<List>();
    expect(list.data.map((store) => store.id).sort()).toEqual([first, second].sort());
    expect(list.meta).toEqual({ limit: profileLimits.favoriteStoresMax, 'favorite-count': 2 });
    expect((await a.call({ method: 'DELETE', url: paths.favoriteStore(first!) })).statusCode).toBe(204);
    expect((await a.call({ method: 'DELETE', url: paths.favoriteStore(first!) })).statusCode).toBe(404);
    expect((await a.call({ method: 'GET', url: paths.favoriteStores })).json<List>().data.map((store) => store.id)).toEqual([second]);
  });

  it("lists a city's stores with is-favorite and the city's name", async () => {
    const a = await signedInAccount(t.app, t.db);
    const moscowList = (await a.call({ method: 'GET', url: `${paths.favoriteStores}?filter[city]=${moscow}` })).json<List>();
    expect(moscowList.data).toHaveLength(1);
    expect(moscowList.data[0]?.attributes).toMatchObject({ city: 'Москва', 'is-favorite': false });
    await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: moscowList.data[0]!.id } });
    const again = (await a.call({ method: 'GET', url: `${paths.favoriteStores}?filter[city]=${moscow}` })).json<List>();
    expect(again.data[0]?.attributes['is-favorite']).toBe(true);
    expect(again.meta['favorite-count']).toBe(1);
    expect((await a.call({ method: 'GET', url: `${paths.favoriteStores}?filter[city]=moscow` })).statusCode).toBe(400);
  });

  it('refuses unknown stores with 404, junk with 400 and more than the cap with 422', async () => {
    const a = await signedInAccount(t.app, t.db);
    const unknown = await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ code: profileErrorCodes.unknownStore, source: { pointer: '/storeId' } }] });
    expect((await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: 'x' } })).statusCode).toBe(400);
    expect((await a.call({ method: 'DELETE', url: '/api/sklv/v4/profile/favorite-store/abc/' })).statusCode).toBe(400);
    for (const id of storeIds.slice(0, profileLimits.favoriteStoresMax)) await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: id } });
    const over = await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: storeIds[profileLimits.favoriteStoresMax] } });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: [{ code: profileErrorCodes.favoriteStoresLimit }] });
  });

  it("keeps shoppers apart and answers 401 to guests", async () => {
    const a = await signedInAccount(t.app, t.db);
    const b = await signedInAccount(t.app, t.db);
    await a.call({ method: 'POST', url: paths.favoriteStores, payload: { storeId: storeIds[0] } });
    expect((await b.call({ method: 'GET', url: paths.favoriteStores })).json<List>().data).toEqual([]);
    expect((await b.call({ method: 'DELETE', url: paths.favoriteStore(storeIds[0]!) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: paths.favoriteStores })).statusCode).toBe(401);
  });
});
