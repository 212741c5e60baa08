// The catalogue routes over the project seed: whatever the seed draws, the answers must agree with
// each other (filter counts = listing counts, one canonical URL) and with the contract.
import { type CatalogListing, type FiltersResponse, catalogListingSchema, filtersResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build';
import { signedIn } from '../../orders/signedIn';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(async () => t?.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, body: response.json() as T };
}
const listing = (path: string, headers?: Record<string, string>) => get<CatalogListing>(`/api/serviceCatalog/v2/catalog${path}`, headers);
const filters = (path: string) => get<FiltersResponse>(`/api/serviceCatalog/v2/filters${path}`);

describe('catalogue over the seed', () => {
  it('lists the jewellery catalogue with contract-valid products and a matching header', async () => {
    const { response, body } = await listing('/jewelry-catalog/');
    expect(response.statusCode).toBe(200);
    catalogListingSchema.parse(body);
    expect(body.data.length).toBeGreaterThan(0);
    expect(response.headers['x-product-count']).toBe(String(body.meta['total-count']));
  });

  it('makes every checkbox count equal the product count of its link', async () => {
    const { body } = await filters('/jewelry-catalog/');
    filtersResponseSchema.parse(body);
    const fields = body.data
      .filter((section) => section.display_type === 'checkbox')
      .flatMap((section) => section.fields.slice(0, 3));
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const { response } = await listing(field.link);
      expect(response.headers['x-product-count'], field.link).toBe(String(field.count));
    }
  });

  it('answers two facets in any order with the same canonical URL and products', async () => {
    const { body } = await filters('/jewelry-catalog/');
    const material = body.data.find((s) => s.filter_code === 'material')!.fields.slice(0, 2).map((f) => f.value);
    const insert = body.data.find((s) => s.filter_code === 'insert')!.fields[0]!.value;
    const canonical = await listing(`/jewelry-catalog/material-${material.join('-or-')}/insert-${insert}/`);
    const shuffled = await listing(`/jewelry-catalog/insert-${insert}/material-${[...material].reverse().join('-or-')}/`);
    expect(shuffled.response.statusCode).toBe(200);
    expect(shuffled.body.meta.canonical).toBe(canonical.body.meta.canonical);
    expect(shuffled.body.data.map((p) => p.id)).toEqual(canonical.body.data.map((p) => p.id));
  });

  it('prices the KZ edition in tenge: most jewellery in stock, made-to-order (catalog) pieces never', async () => {
    const { body } = await listing('/jewelry-catalog/', { 'x-country-code': 'KZ' });
    expect(body.data.every((p) => p.currency.code === 'KZT')).toBe(true);
    const madeToOrder = body.data.filter((p) => p.catalog === 'catalog');
    expect(madeToOrder.length).toBeGreaterThan(0);
    expect(madeToOrder.every((p) => !p.stock.in_stock)).toBe(true);
    expect(body.data.filter((p) => p.stock.in_stock).length).toBeGreaterThan(body.data.length / 2);
    const ru = await listing('/jewelry-catalog/');
    expect(ru.body.data.some((p) => p.catalog === 'catalog' && p.stock.in_stock)).toBe(true);
  });

  it('lists only what KZ really stocks with stock=Y: no made-to-order pieces', async () => {
    const { body } = await listing('/jewelry-catalog/?stock=Y', { 'x-country-code': 'KZ' });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.catalog !== 'catalog' && p.stock.in_stock)).toBe(true);
  });

  it('shows the diamond storefront only its brand', async () => {
    const all = await listing('/diamant-jewelry-catalog/');
    const diamant = await listing('/diamant-jewelry-catalog/', { 'x-source': 'diamant' });
    expect(diamant.response.statusCode).toBe(200);
    const jewellery = await listing('/jewelry-catalog/', { 'x-source': 'diamant' });
    expect(Number(jewellery.response.headers['x-product-count'])).toBeLessThan(Number((await listing('/jewelry-catalog/')).response.headers['x-product-count']));
    expect(Number(diamant.response.headers['x-product-count'])).toBeLessThanOrEqual(Number(all.response.headers['x-product-count']));
  });

  it('opens every product of a page by url code and the same page by url_codes', async () => {
    const { body } = await listing('/jewelry-catalog/?per_page=10');
    const codes = body.data.map((p) => p.url_code);
    const batch = await get<{ data: { url_code: string }[] }>(`/api/serviceCatalog/v2/products/?url_codes=${codes.join(',')}`);
    expect(batch.body.data.map((p) => p.url_code)).toEqual(codes);
    const one = await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/products/${codes[0]}/` });
    expect(one.statusCode).toBe(200);
  });

  it('answers every listing section of the seed', async () => {
    const sections = ['jewelry-catalog', 'watch-catalog', 'silverware', 'wearable-electronics', 'bags', 'cosmetics', 'diamant-jewelry-catalog', 'surprise', 'packaging'];
    for (const section of [...sections, 'newitems', 'newitems/jewelry-catalog', 'jewelry-catalog/discount', 'newitems/diamant-jewelry-catalog']) {
      const { response } = await listing(`/${section}/`);
      expect(response.statusCode, section).toBe(200);
    }
  });

  it('S2.2.1 corp-merch is the staff’s: in no menu, its listing and filters a 404 to guests and shoppers, open to an employee', async () => {
    const menu = await get<{ data: { url: string }[] }>('/api/sklv/v4/content/site-main-menu/get-menu/');
    expect(menu.body.data.map((item) => item.url).filter((url) => url.includes('corp-merch'))).toEqual([]);
    expect((await listing('/corp-merch/')).response.statusCode).toBe(404);
    const shopper = await signedIn(t.app, t.db, 'shopper');
    const employee = await signedIn(t.app, t.db, 'employee');
    expect((await shopper.call({ method: 'GET', url: '/api/serviceCatalog/v2/catalog/corp-merch/' })).statusCode).toBe(404);
    expect((await shopper.call({ method: 'GET', url: '/api/serviceCatalog/v2/filters/corp-merch/' })).statusCode).toBe(404);
    const staff = await employee.call({ method: 'GET', url: '/api/serviceCatalog/v2/catalog/corp-merch/' });
    expect(staff.statusCode).toBe(200);
    expect(staff.json<CatalogListing>().data.length).toBeGreaterThan(0);
  });
});
