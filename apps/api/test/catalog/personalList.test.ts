// The catalogue's POST variant (spec 2 §7): catalog{path} and filters{path} narrowed to a personal
// list of products (a favourites list, `url_code` in the body, `X-Display-Section: personal`), and
// GET filters generate-link, the canonical link of a filter set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

const catalog = '/api/serviceCatalog/v2/catalog';
const filters = '/api/serviceCatalog/v2/filters';
const personal = { 'x-display-section': 'personal' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures, env: { CATALOG_CACHE_SECONDS: '60' } });
});
afterAll(async () => t?.close());

function post(url: string, urlCodes: unknown, headers: Record<string, string> = personal) {
  return t.app.inject({ method: 'POST', url, headers, payload: { url_code: urlCodes } });
}

const articlesOf = (body: { data: { article: string }[] }) => body.data.map((product) => product.article);

describe('S2.7.1 / S1.7.2: POST catalog{path} with url_code and X-Display-Section personal', () => {
  it('S2.7.1: lists only the given products, in the list\'s own order unless a sort is asked, paged', async () => {
    const response = await post(`${catalog}/jewelry-catalog/?per_page=10`, ['earrings-silver-4', 'ring-gold-1', 'ring-silver-2']);
    expect(response.statusCode).toBe(200);
    expect(articlesOf(response.json())).toEqual(['A-4', 'A-1', 'A-2']);
    const rated = await post(`${catalog}/jewelry-catalog/?sort=best_rating`, ['earrings-silver-4', 'ring-gold-1', 'ring-silver-2']);
    expect(articlesOf(rated.json())).toEqual(['A-2', 'A-1', 'A-4']);
    const second = await post(`${catalog}/jewelry-catalog/?per_page=10&page=2`, ['earrings-silver-4']);
    expect(second.json()).toMatchObject({ data: [], meta: { 'current-page': 2, 'total-count': 1 } });
    expect(response.json().meta).toMatchObject({ 'total-count': 3, 'per-page': 10, robots: 'noindex, nofollow' });
    expect(response.headers['x-product-count']).toBe('3');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('S2.7.1: keeps the path\'s category and sort: earrings of the list, cheapest first', async () => {
    const list = ['earrings-silver-4', 'ring-gold-1', 'earrings-gold-3'];
    const response = await post(`${catalog}/jewelry-catalog/earrings/sort-inexpensive/`, list);
    const body = response.json() as { data: { article: string; price: number }[] };
    expect(articlesOf(body).sort()).toEqual(['A-3', 'A-4']);
    expect(body.data[0]!.price).toBeLessThanOrEqual(body.data[1]!.price);
  });

  it('S1.7.2: on the catalogue root it lists the list across every section', async () => {
    const response = await post(`${catalog}/`, ['diamant-ring-1', 'ring-gold-1', 'no-such-product']);
    expect(response.statusCode).toBe(200);
    expect(articlesOf(response.json()).sort()).toEqual(['A-1', 'D-1']);
    expect(response.json().meta).toMatchObject({ section: 'favorites', h1: 'Избранное', canonical: '/' });
    const sorts = (response.json().meta.sort as { value: string; link: string }[]).map((option) => [option.value, option.link]);
    expect(sorts).toContainEqual(['new_up', '/?sort=new_up']);
    expect(sorts).toContainEqual(['expensive', '/sort-expensive/']);
  });

  it('S1.7.2: the root takes sort and filter segments too: the list, dearest first', async () => {
    const response = await post(`${catalog}/sort-expensive/`, ['ring-silver-2', 'ring-gold-1', 'diamant-ring-1']);
    const prices = (response.json() as { data: { price: number }[] }).data.map((product) => product.price);
    expect(prices).toHaveLength(3);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('S2.7.1: an empty list lists nothing', async () => {
    const response = await post(`${catalog}/`, []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], meta: { 'total-count': 0 } });
  });

  it('S2.7.1: without the personal display section it is a 400 naming the header', async () => {
    const response = await post(`${catalog}/jewelry-catalog/`, ['ring-gold-1'], {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', source: { pointer: '/headers/x-display-section' } });
  });

  it('S2.7.1: a malformed url code or a missing list is a 400, an unknown path a 404', async () => {
    expect((await post(`${catalog}/jewelry-catalog/`, ['Not A Code'])).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${catalog}/jewelry-catalog/`, headers: personal, payload: {} })).statusCode).toBe(400);
    expect((await post(`${catalog}/no-such-section/`, ['ring-gold-1'])).statusCode).toBe(404);
  });

  it('S2.7.1: never lands in the shared read cache: the same list answers, other lists do not see it', async () => {
    const before = t.app.catalogCache.stats();
    await post(`${catalog}/jewelry-catalog/`, ['ring-gold-1']);
    await post(`${catalog}/jewelry-catalog/`, ['ring-gold-1']);
    expect(t.app.catalogCache.stats()).toMatchObject({ hits: before.hits, misses: before.misses });
    const open = await t.app.inject({ method: 'GET', url: `${catalog}/jewelry-catalog/` });
    expect(open.json().meta['total-count']).toBe(4);
  });
});

describe('S2.7.2: POST filters{path} with url_code, GET filters generate-link', () => {
  it('S2.7.2: counts the facets of the list only', async () => {
    const response = await post(`${filters}/jewelry-catalog/`, ['ring-gold-1', 'earrings-gold-3', 'earrings-silver-4']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-product-count']).toBe('3');
    const { data: sections } = response.json() as { data: { filter_code: string; fields: { value: string; count?: number }[] }[] };
    const category = sections.find((section) => section.filter_code === 'category');
    const counts = Object.fromEntries((category?.fields ?? []).map((field) => [field.value, field.count]));
    expect(counts).toMatchObject({ rings: 1, earrings: 2 });
  });

  it('S2.7.2: the filters need the personal display section too', async () => {
    expect((await post(`${filters}/jewelry-catalog/`, ['ring-gold-1'], {})).statusCode).toBe(400);
  });

  it('S2.7.2: generate-link answers the one canonical URL of a filter set, however it was written', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${filters}/generate-link/jewelry-catalog/rings/?sort=best_rating&price_max=90000&price_min=1000&page=2`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { link: '/jewelry-catalog/rings/?price_min=1000&price_max=90000&sort=best_rating&page=2' } });
  });

  it('S2.7.2: generate-link of an unknown path is the 404 of an unknown URL; a contradiction a 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${filters}/generate-link/no-such-section/` })).statusCode).toBe(404);
    const contradiction = await t.app.inject({ method: 'GET', url: `${filters}/generate-link/jewelry-catalog/?price_min=5&price_max=1` });
    expect(contradiction.statusCode).toBe(400);
  });
});
