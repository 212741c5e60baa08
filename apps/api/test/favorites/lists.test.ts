// Favourite folders (spec 2 §5, §7, §8): names (trim, 1–30, 'empty or too long', 'cannot be same'),
// the 20-folder limit ('limit reached'), products in and out ('уже добавлен'), someone else's folder
// → 404, and the public wishlist read and save behind the share link.
import { type FavoriteList, type FavoriteListDetailResponse, paths } from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteLists, favorites, sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/plugins/session';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';
import { type Shopper, favoriteBody, shopper } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

async function create(s: Shopper, name: string) {
  return s.call({ method: 'POST', url: paths.favoriteLists, payload: { name } });
}
async function newList(s: Shopper, name: string): Promise<FavoriteList> {
  const response = await create(s, name);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: FavoriteList }>().data;
}
async function userOf(s: Shopper): Promise<string> {
  const token = s.cookie!.slice('sid='.length);
  const [row] = await t.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row!.userId;
}

describe('folder names', () => {
  it('creates a folder with a trimmed name and lists it with the limit in meta', async () => {
    const s = shopper(t.app);
    const list = await newList(s, '   Кольца');
    expect(list).toMatchObject({ name: 'Кольца', url_codes: [], images: [] });
    const lists = (await s.call({ method: 'GET', url: paths.favoriteLists })).json();
    expect(lists).toEqual({ data: [list], meta: { favorite_list_limit: limits.favouriteFoldersMax } });
  });

  it.each([['я'.repeat(31)], [''], ['     ']])('refuses %j with 400 "empty or too long" and stores nothing', async (name) => {
    const s = shopper(t.app);
    const response = await create(s, name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400', code: 'list_name_invalid', source: { pointer: '/name' } }] });
    expect(response.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain('empty or too long');
    expect(s.cookie).toBeUndefined();
  });

  it('refuses a missing or non-string name with a pointer', async () => {
    const response = await t.app.inject({ method: 'POST', url: paths.favoriteLists, payload: { name: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ source: { pointer: '/name' } }] });
  });

  it('renames, refusing the same or another folder’s name with "cannot be same"', async () => {
    const s = shopper(t.app);
    const rings = await newList(s, 'Кольца');
    await newList(s, 'Серьги');
    for (const name of ['Кольца', ' Серьги']) {
      const same = await s.call({ method: 'PUT', url: paths.favoriteList(rings.guid), payload: { name } });
      expect(same.statusCode).toBe(400);
      expect(same.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain('cannot be same');
    }
    const renamed = await s.call({ method: 'PUT', url: paths.favoriteList(rings.guid), payload: { name: 'Подарки' } });
    expect(renamed.json()).toMatchObject({ data: { guid: rings.guid, name: 'Подарки' } });
    const tooLong = await s.call({ method: 'PUT', url: paths.favoriteList(rings.guid), payload: { name: 'x'.repeat(31) } });
    expect(tooLong.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain('empty or too long');
  });

  it('refuses the 21st folder with 400 "limit reached"', async () => {
    const s = shopper(t.app);
    for (let i = 1; i <= limits.favouriteFoldersMax; i++) await newList(s, `Список ${i}`);
    const response = await create(s, 'Ещё один');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { detail: string; code: string }[] }>().errors[0]).toMatchObject({ code: 'list_limit', detail: expect.stringContaining('limit reached') });
    expect((await t.db.select().from(favoriteLists).where(eq(favoriteLists.userId, await userOf(s)))).length).toBe(limits.favouriteFoldersMax);
  });
});

describe('folder products and ownership', () => {
  it('adds products, refuses a duplicate with "Товар уже добавлен в список", removes, shows products', async () => {
    const s = shopper(t.app);
    const list = await newList(s, 'Подарки');
    const added = await s.call({ method: 'POST', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-gold-1', 'earrings-gold-3'] } });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ data: FavoriteList }>().data.url_codes.sort()).toEqual(['earrings-gold-3', 'ring-gold-1']);
    expect(added.json<{ data: FavoriteList }>().data.images[0]).toMatchObject({ width: 600, height: 600 });
    const duplicate = await s.call({ method: 'POST', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-gold-1'] } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ errors: [{ code: 'already_in_list', detail: 'Товар уже добавлен в список' }] });
    const unknown = await s.call({ method: 'POST', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-silver-2', 'no-such-thing'] } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ source: { pointer: '/url_codes/1' } }] });
    const removed = await s.call({ method: 'DELETE', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['earrings-gold-3'] } });
    expect(removed.json<{ data: FavoriteList }>().data.url_codes).toEqual(['ring-gold-1']);
    const view = (await s.call({ method: 'GET', url: paths.favoriteList(list.guid) })).json<FavoriteListDetailResponse>();
    expect(view.data.products.map((product) => product.article)).toEqual(['A-1']);
    expect(view.meta.viewer).toEqual({ is_owner: true, is_guest: true });
  });

  it('answers 404 for someone else’s folder on every owner call, and for a bad body 400', async () => {
    const owner = shopper(t.app);
    const other = shopper(t.app);
    const list = await newList(owner, 'Моё');
    await newList(other, 'Чужое');
    const calls = [
      { method: 'GET' as const, url: paths.favoriteList(list.guid) },
      { method: 'PUT' as const, url: paths.favoriteList(list.guid), payload: { name: 'Взлом' } },
      { method: 'DELETE' as const, url: paths.favoriteList(list.guid) },
      { method: 'POST' as const, url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-gold-1'] } },
      { method: 'DELETE' as const, url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-gold-1'] } },
    ];
    for (const call of calls) expect((await other.call(call)).statusCode).toBe(404);
    expect((await owner.call({ method: 'GET', url: paths.favoriteList(list.guid) })).json()).toMatchObject({ data: { name: 'Моё' } });
    expect((await owner.call({ method: 'GET', url: '/api/sklv/v4/profile/favorite-list/not-a-guid/' })).statusCode).toBe(400);
    const bad = await owner.call({ method: 'POST', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ source: { pointer: '/url_codes' } }] });
    expect((await owner.call({ method: 'DELETE', url: paths.favoriteList(list.guid) })).statusCode).toBe(204);
    expect((await owner.call({ method: 'GET', url: paths.favoriteList(list.guid) })).statusCode).toBe(404);
  });
});

describe('shared wishlist', () => {
  it('lets anyone read a folder by its guid; guests may not save it, signed-in shoppers copy it', async () => {
    const owner = shopper(t.app);
    const list = await newList(owner, 'На свадьбу');
    await owner.call({ method: 'POST', url: paths.favoriteListProducts, payload: { guid: list.guid, url_codes: ['ring-gold-1', 'ring-silver-2'] } });

    const anonymous = await t.app.inject({ method: 'GET', url: paths.wishlist(list.guid) });
    expect(anonymous.statusCode).toBe(200);
    const read = anonymous.json<FavoriteListDetailResponse>();
    expect(read.data.products.map((product) => product.url_code).sort()).toEqual(['ring-gold-1', 'ring-silver-2']);
    expect(read.meta.viewer).toEqual({ is_owner: false, is_guest: true });

    const guest = shopper(t.app);
    await guest.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-4') });
    const refused = await guest.call({ method: 'POST', url: paths.wishlistSave(list.guid) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'auth_required' }] });

    await t.db.update(users).set({ isGuest: false }).where(eq(users.id, await userOf(guest)));
    await newList(guest, 'На свадьбу');
    const saved = await guest.call({ method: 'POST', url: paths.wishlistSave(list.guid) });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ data: FavoriteList }>().data.name).toBe('На свадьбу (2)');
    const mine = (await guest.call({ method: 'GET', url: paths.favoriteArticles })).json<{ data: { article: string }[]; meta: { is_guest: boolean } }>();
    expect(mine.data.map((row) => row.article).sort()).toEqual(['A-1', 'A-2', 'A-4']);
    expect(mine.meta.is_guest).toBe(false);
    expect((await t.db.select().from(favorites).where(eq(favorites.userId, await userOf(owner)))).length).toBe(0);
  });

  it('answers 404 for an unknown guid and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.wishlist('2b1f3c4d-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: paths.wishlist('nope') })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: paths.wishlistSave('2b1f3c4d-0000-4000-8000-000000000000') })).statusCode).toBe(404);
  });
});
