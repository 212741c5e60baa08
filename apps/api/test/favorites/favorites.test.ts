// Favourites routes (spec 2 §4–§5, §7): add, list with sort and pages, remove, delete-all, the
// 422 limit, and bad input as JSON:API errors with pointers.
import { paths } from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, seoMeta, users } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';
import { favoriteBody, shopper } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

describe('favourites without a session', () => {
  it('reads an empty page and no articles, creating no user', async () => {
    const before = (await t.db.select().from(users)).length;
    const list = await t.app.inject({ method: 'GET', url: paths.favorites });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [], meta: { 'current-page': 1, 'page-count': 0, 'per-page': 12, 'total-count': 0, favorite_limit: limits.favouritesMax } });
    const articles = await t.app.inject({ method: 'GET', url: paths.favoriteArticles });
    expect(articles.json()).toEqual({ data: [], meta: { total: 0, favorite_limit: limits.favouritesMax, is_guest: true } });
    expect(list.headers['set-cookie']).toBeUndefined();
    expect((await t.db.select().from(users)).length).toBe(before);
  });
});

describe('adding, listing and removing', () => {
  const guest = () => shopper(t.app);

  it('adds for a new guest, sets the session cookie and answers 201 then 200 for the same article', async () => {
    const s = guest();
    const first = await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-2') });
    expect(first.statusCode).toBe(201);
    expect(s.cookie).toMatch(/^sid=/);
    const body = first.json<{ data: { id: number; type: string; attributes: { article: string } } }>();
    expect(body.data).toMatchObject({ type: 'favorite', attributes: { article: 'A-2' } });
    const again = await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-2') });
    expect(again.statusCode).toBe(200);
    expect(again.json<typeof body>().data.id).toBe(body.data.id);
    const [owner] = await t.db.select({ isGuest: users.isGuest }).from(favorites).innerJoin(users, eq(users.id, favorites.userId)).where(eq(favorites.id, body.data.id));
    expect(owner?.isGuest).toBe(true);
  });

  it('lists newest first with product data, sorts cheaper and dearer, and pages', async () => {
    const s = guest();
    for (const article of ['A-1', 'A-3', 'A-2']) await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(article) });
    const newest = (await s.call({ method: 'GET', url: paths.favorites })).json<{ data: { article: string; product: { url_code: string; price: number; currency: { code: string }; rating: unknown } }[] }>();
    expect(newest.data.map((item) => item.article)).toEqual(['A-2', 'A-3', 'A-1']);
    expect(newest.data[0]?.product).toMatchObject({ url_code: 'ring-silver-2', price: 20_000, currency: { code: 'RUB' } });
    expect(newest.data[0]?.product.rating).toBeDefined();
    const cheaper = (await s.call({ method: 'GET', url: `${paths.favorites}?sort=inexpensive` })).json<typeof newest>();
    expect(cheaper.data.map((item) => item.article)).toEqual(['A-1', 'A-2', 'A-3']);
    const dearer = (await s.call({ method: 'GET', url: `${paths.favorites}?sort=expensive` })).json<typeof newest>();
    expect(dearer.data.map((item) => item.article)).toEqual(['A-3', 'A-2', 'A-1']);
    const page2 = await s.call({ method: 'GET', url: `${paths.favorites}?page-size=2&page=2` });
    expect(page2.json()).toMatchObject({ data: [{ article: 'A-1' }], meta: { 'current-page': 2, 'page-count': 2, 'per-page': 2, 'total-count': 3 } });
    const kz = (await s.call({ method: 'GET', url: paths.favorites, headers: { 'x-country-code': 'KZ' } })).json<typeof newest>();
    expect(kz.data[0]?.product.currency.code).toBe('KZT');
  });

  it('S1.3.11: a favourite carries its product page\'s h1 (the SEO heading when one is set) and breadcrumb', async () => {
    const s = guest();
    for (const article of ['A-1', 'A-3']) await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(article) });
    await t.db.insert(seoMeta).values({ source: 'site', path: '/product/A-3/', title: 'Серьги', description: 'Серьги', h1: 'Серьги из жёлтого золота' });
    const items = (await s.call({ method: 'GET', url: paths.favorites })).json<{ data: { article: string; h1: string; breadcrumb: { name: string; url: string }[] }[] }>().data;
    expect(items.find((item) => item.article === 'A-3')).toMatchObject({
      h1: 'Серьги из жёлтого золота',
      breadcrumb: [
        { name: 'Главная', url: '/' },
        { url: '/jewelry-catalog/' },
        { name: 'Серьги', url: '/jewelry-catalog/earrings/' },
      ],
    });
    expect(items.find((item) => item.article === 'A-1')).toMatchObject({ h1: 'Кольцо золотое' });
    expect(items.find((item) => item.article === 'A-1')?.breadcrumb.map((crumb) => crumb.name).slice(2)).toEqual(['Кольца', 'Обручальные кольца']);
  });

  it('removes one by id and refuses someone else’s id with 404', async () => {
    const owner = guest();
    const other = guest();
    const created = (await owner.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-4') })).json<{ data: { id: number } }>();
    await other.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-1') });
    const foreign = await other.call({ method: 'DELETE', url: paths.favorite(created.data.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [{ status: '404', code: 'not_found' }] });
    const removed = await owner.call({ method: 'DELETE', url: paths.favorite(created.data.id) });
    expect(removed.statusCode).toBe(204);
    const articles = (await owner.call({ method: 'GET', url: paths.favoriteArticles })).json<{ data: unknown[] }>();
    expect(articles.data).toEqual([]);
    expect((await owner.call({ method: 'DELETE', url: paths.favorite(created.data.id) })).statusCode).toBe(404);
  });

  it('deletes the selected articles, then all of them', async () => {
    const s = guest();
    for (const article of ['A-1', 'A-2', 'A-3']) await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(article) });
    const some = await s.call({ method: 'DELETE', url: paths.favoritesDeleteAll, payload: { articles: ['A-1', 'A-3'] } });
    expect(some.json()).toEqual({ meta: { deleted: 2 } });
    const left = (await s.call({ method: 'GET', url: paths.favoriteArticles })).json<{ data: { article: string }[] }>();
    expect(left.data.map((row) => row.article)).toEqual(['A-2']);
    const all = await s.call({ method: 'DELETE', url: paths.favoritesDeleteAll });
    expect(all.json()).toEqual({ meta: { deleted: 1 } });
  });

  it('answers 422 at the favourites limit and stores nothing more', async () => {
    const s = guest();
    await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-1') });
    const favoriteId = (await s.call({ method: 'GET', url: paths.favoriteArticles })).json<{ data: { id: number }[] }>().data[0]!.id;
    const [mine] = await t.db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.id, favoriteId));
    const fillers = Array.from({ length: limits.favouritesMax - 1 }, (_, i) => ({ userId: mine!.userId, article: `GONE-${i}` }));
    await t.db.insert(favorites).values(fillers);
    const response = await s.call({ method: 'POST', url: paths.favorites, payload: favoriteBody('A-2') });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ status: '422', code: 'favorites_limit' }] });
    const count = (await t.db.select().from(favorites).where(eq(favorites.userId, mine!.userId))).length;
    expect(count).toBe(limits.favouritesMax);
  });
});

describe('bad input', () => {
  it('refuses an unknown article with 404 pointing at it, creating no user', async () => {
    const before = (await t.db.select().from(users)).length;
    const response = await t.app.inject({ method: 'POST', url: paths.favorites, payload: favoriteBody('NO-SUCH') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404', code: 'unknown_article', source: { pointer: '/data/attributes/article' } }] });
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it.each([
    [{ data: { type: 'product', attributes: { article: 'A-1' } } }, '/data/type'],
    [{ data: { type: 'favorite', attributes: {} } }, '/data/attributes/article'],
    [{ data: { type: 'favorite', attributes: { article: '  ' } } }, '/data/attributes/article'],
    [{ article: 'A-1' }, '/data'],
  ])('refuses a malformed JSON:API body %j with 400 at %s', async (payload, pointer) => {
    const response = await t.app.inject({ method: 'POST', url: paths.favorites, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { source: { pointer: string } }[] }>().errors.map((error) => error.source.pointer)).toContain(pointer);
  });

  it('refuses broken JSON, a bad id, a bad sort and a huge page size with 400', async () => {
    const broken = await t.app.inject({ method: 'POST', url: paths.favorites, headers: { 'content-type': 'application/json' }, payload: '{"data":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errors: [{ status: '400' }] });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sklv/v4/profile/favorite/abc/' })).statusCode).toBe(400);
    const sort = await t.app.inject({ method: 'GET', url: `${paths.favorites}?sort=random` });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ errors: [{ source: { parameter: 'sort' } }] });
    expect((await t.app.inject({ method: 'GET', url: `${paths.favorites}?page-size=1000` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${paths.favorites}?page=0` })).statusCode).toBe(400);
  });
});
