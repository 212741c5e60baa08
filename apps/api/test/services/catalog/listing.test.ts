import { type CatalogListing, catalogListingSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build';
import { seedFixtures } from '../../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const base = '/api/serviceCatalog/v2/catalog';
async function listing(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `${base}${path}`, headers });
  return { response, body: response.json() as CatalogListing };
}

describe('GET catalog{path}', () => {
  it('lists a section with meta, the x-product-count header and a contract-valid body', async () => {
    const { response, body } = await listing('/jewelry-catalog/');
    expect(response.statusCode).toBe(200);
    expect(catalogListingSchema.parse(body)).toBeTruthy();
    expect(response.headers['x-product-count']).toBe('4');
    expect(body.meta['total-count']).toBe(4);
    expect(body.meta['per-page']).toBe(72);
    expect(body.meta.canonical).toBe('/jewelry-catalog/');
    expect(body.meta.h1).toBe('Ювелирные украшения');
    expect(body.data.map((p) => p.article)).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(body.meta.sort.find((s) => s.checked)?.property_code).toBe('popular');
  });

  it('lets the canonical first page be indexed even when the caller names its page size', async () => {
    expect((await listing('/jewelry-catalog/rings/?per_page=72')).body.meta.robots).toBe('index, follow');
    expect((await listing('/jewelry-catalog/rings/?per_page=72&page=2')).body.meta.robots).toBe('noindex, follow');
  });

  it('includes subcategories in a category listing and builds breadcrumbs', async () => {
    const { body } = await listing('/jewelry-catalog/rings/');
    expect(body.data.map((p) => p.article)).toEqual(['A-1', 'A-2']);
    expect(body.meta.breadcrumbs.map((b) => b.url)).toEqual(['/', '/jewelry-catalog/', '/jewelry-catalog/rings/']);
    expect(body.meta.category).toBe('rings');
  });

  it('filters by path facets and answers a non-canonical order with the canonical URL', async () => {
    const { body } = await listing('/jewelry-catalog/insert-ruby-or-diamond/material-silver-or-gold/');
    expect(body.data.map((p) => p.article)).toEqual(['A-1', 'A-3']);
    expect(body.meta.canonical).toBe('/jewelry-catalog/material-gold-or-silver/insert-diamond-or-ruby/');
    expect(body.meta.robots).toBe('noindex, follow');
  });

  it('names the applied filter codes in x-prefilter-list, on the listing and the filters alike', async () => {
    const { response } = await listing('/jewelry-catalog/rings/material-gold/?size=16&price_max=50000');
    expect(response.headers['x-prefilter-list']).toBe('category,material,size,price');
    expect((await listing('/jewelry-catalog/')).response.headers['x-prefilter-list']).toBe('');
    const filters = await t.app.inject({ method: 'GET', url: '/api/serviceCatalog/v2/filters/jewelry-catalog/insert-ruby/' });
    expect(filters.headers['x-prefilter-list']).toBe('insert');
  });

  it('lists only discounted products under discount and new ones under newitems', async () => {
    expect((await listing('/jewelry-catalog/discount/')).body.data.map((p) => p.article)).toEqual(['A-1']);
    expect((await listing('/newitems/jewelry-catalog/')).body.data.map((p) => p.article)).toEqual(['A-1']);
  });

  it('sorts by price through the path and by rating through the query', async () => {
    expect((await listing('/jewelry-catalog/sort-expensive/')).body.data.map((p) => p.article)).toEqual(['A-4', 'A-3', 'A-2', 'A-1']);
    const { body } = await listing('/jewelry-catalog/?sort=best_rating');
    expect(body.data[0]?.article).toBe('A-2');
    expect(body.meta.sort.find((s) => s.property_code === 'best_rating')).toMatchObject({ checked: true, source: 'get' });
    expect(body.meta.sort.find((s) => s.property_code === 'expensive')?.link).toBe('/jewelry-catalog/sort-expensive/');
  });

  it('applies the size and price query facets', async () => {
    expect((await listing('/jewelry-catalog/?size=16')).body.data.map((p) => p.article)).toEqual(['A-1']);
    expect((await listing('/jewelry-catalog/?price_min=20000&price_max=30000')).body.data.map((p) => p.article)).toEqual(['A-2', 'A-3']);
  });

  it('pages with per_page', async () => {
    const { body } = await listing('/jewelry-catalog/?per_page=10&page=1');
    expect(body.meta['page-count']).toBe(1);
    expect((await listing('/jewelry-catalog/?page=2')).body.data).toEqual([]);
  });

  it('prices in RUB by default, KZT for KZ (never in stock) and BYN for BY', async () => {
    const ru = (await listing('/jewelry-catalog/')).body.data[0]!;
    expect(ru).toMatchObject({ price: 10_000, old_price: 15_000, discount: 33, currency: { code: 'RUB', symbol: '₽' } });
    expect(ru.stock).toEqual({ in_stock: true, quantity: 2 });
    const kz = (await listing('/jewelry-catalog/', { 'x-country-code': 'KZ' })).body.data[0]!;
    expect(kz).toMatchObject({ price: 60_000, currency: { code: 'KZT', symbol: '₸' } });
    expect(kz.stock).toEqual({ in_stock: false, quantity: 0 });
    const by = (await listing('/jewelry-catalog/', { 'x-country-code': 'BY' })).body.data[0]!;
    expect(by).toMatchObject({ price: 350.5, currency: { code: 'BYN' } });
  });

  it('restricts x-source diamant to the diamond brand', async () => {
    const { response, body } = await listing('/jewelry-catalog/', { 'x-source': 'diamant' });
    expect(response.headers['x-product-count']).toBe('0');
    expect(body.data).toEqual([]);
    const diamant = await listing('/diamant-jewelry-catalog/', { 'x-source': 'diamant' });
    expect(diamant.body.data.map((p) => p.article)).toEqual(['D-1']);
  });

  it.each([
    '/no-such-section/',
    '/',
    '',
    '/jewelry-catalog/necklaces/',
    '/jewelry-catalog/colour-red/',
    '/jewelry-catalog/material-platinum/',
    '/jewelry-catalog/rings/discount/rings/',
  ])('answers the unknown path %j with 404 Url is invalid', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: `${base}${path}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404', code: 'url_invalid', detail: 'Url is invalid' }] });
  });

  it.each([
    ['page=abc', '/query/page'],
    ['page=0', '/query/page'],
    ['per_page=13', '/query/per_page'],
    ['sort=cheapest', '/query/sort'],
    ['price_min=-5', '/query/price_min'],
    ['price_max=1e9', '/query/price_max'],
    ['price_min=500&price_max=100', '/query/price_min'],
    ['page=1&page=2', '/query/page'],
    ['page=99999999', '/query/page'],
    ['sort=', '/query/sort'],
  ])('answers ?%s with 400 pointing at %s', async (query, pointer) => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/jewelry-catalog/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe(pointer);
  });

  it('refuses a query sort on top of a path sort', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/jewelry-catalog/sort-expensive/?sort=new_up` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/query/sort');
  });

  it('ignores unrelated query parameters, even repeated ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/jewelry-catalog/?utm_source=a&utm_source=b` });
    expect(response.statusCode).toBe(200);
  });
});
