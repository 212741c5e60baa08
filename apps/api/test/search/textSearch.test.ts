// Text-search results as a catalogue listing, and their filters.
import { type CatalogListing, type FiltersResponse, catalogListingSchema, filtersResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(async () => t?.close());

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.json() as T };
}

describe('GET .../catalog/products-search/text/text-{slug}/', () => {
  it('reads the query back from its slug and lists matches by relevance with search meta', async () => {
    const { response, body } = await get<CatalogListing>(paths.textSearch('kolco'));
    expect(response.statusCode).toBe(200);
    catalogListingSchema.parse(body);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => /кольц/iu.test(p.name))).toBe(true);
    expect(body.meta).toMatchObject({ h1: 'Результаты поиска «кольцо»', robots: 'noindex, nofollow', section: 'products-search' });
    expect(body.meta.canonical).toBe('/products-search/text/text-kolco/');
    expect(response.headers['x-product-count']).toBe(String(body.meta['total-count']));
  });

  it('takes the raw query from q', async () => {
    const { body } = await get<CatalogListing>(`${paths.textSearch('x')}?q=${encodeURIComponent('серьги')}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.name.startsWith('Серьги'))).toBe(true);
    expect(body.meta.canonical).toBe('/products-search/text/text-sergi/');
  });

  it('applies path facets after the slug, and its filters agree with it', async () => {
    const filters = await get<FiltersResponse>(paths.textSearchFilters('kolco'));
    expect(filters.response.statusCode).toBe(200);
    filtersResponseSchema.parse(filters.body);
    const material = filters.body.data.find((s) => s.filter_code === 'material')!.fields[0]!;
    expect(material.link).toMatch(/^\/products-search\/text\/text-kolco\/material-/u);
    const listing = await get<CatalogListing>(`/api/serviceCatalog/v2/catalog${material.link}`);
    expect(listing.response.statusCode).toBe(200);
    expect(listing.body.meta['total-count']).toBe(material.count);
    expect(listing.body.data.every((p) => p.material.code === material.value)).toBe(true);
  });

  it('narrows by the query-string facets too (price range, size)', async () => {
    const all = await get<CatalogListing>(paths.textSearch('kolco'));
    const cheap = await get<CatalogListing>(`${paths.textSearch('kolco')}?price_max=5000`);
    expect(cheap.response.statusCode).toBe(200);
    expect(cheap.body.meta['total-count']).toBeLessThan(all.body.meta['total-count']);
    expect(cheap.body.data.every((p) => p.price <= 5000)).toBe(true);
    expect(cheap.body.meta.canonical).toBe('/products-search/text/text-kolco/?price_max=5000');
    expect((await get(`${paths.textSearch('kolco')}?price_min=9&price_max=1`)).response.statusCode).toBe(400);
  });

  it('answers no match with a 200 and no products', async () => {
    const { response, body } = await get<CatalogListing>(paths.textSearch('abvgdejka-zzz'));
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta['total-count']).toBe(0);
  });

  it('refuses a blank query and an unknown filter segment', async () => {
    expect((await get(paths.textSearch(''))).response.statusCode).toBe(400);
    const unknown = await get<{ errors: { detail: string }[] }>('/api/serviceCatalog/v2/catalog/products-search/text/text-kolco/colour-red/');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body.errors[0]!.detail).toBe('Url is invalid');
  });
});
