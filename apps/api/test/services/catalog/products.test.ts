import { pricesResponseSchema, productResponseSchema, productSizesResponseSchema, productsResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build';
import { moscow, seedFixtures } from '../../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('products by url codes', () => {
  it('returns the products in the order asked, skipping unknown codes', async () => {
    const response = await get('/api/serviceCatalog/v2/products/?url_codes=earrings-gold-3,nope,ring-gold-1');
    expect(response.statusCode).toBe(200);
    const body = productsResponseSchema.parse(response.json());
    expect(body.data.map((p) => p.url_code)).toEqual(['earrings-gold-3', 'ring-gold-1']);
    expect(body.data[0]?.inserts.map((i) => i.url_code)).toEqual(['ruby', 'diamond']);
  });

  it.each(['', 'url_codes=', 'url_codes=BAD CODE', `url_codes=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`])(
    'rejects %j with 400 on /query/url_codes',
    async (query) => {
      const response = await get(`/api/serviceCatalog/v2/products/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].source.pointer).toMatch(/^\/query\/url_codes/);
    },
  );
});

describe('product by id', () => {
  it('finds a product by article and by url code', async () => {
    for (const id of ['A-1', 'ring-gold-1']) {
      const response = await get(`/api/serviceCatalog/v2/products/${id}/`);
      expect(response.statusCode).toBe(200);
      const { data } = productResponseSchema.parse(response.json());
      expect(data.article).toBe('A-1');
      expect(data.breadcrumbs.map((b) => b.url)).toEqual(['/', '/jewelry-catalog/', '/jewelry-catalog/rings/', '/jewelry-catalog/rings/wedding-rings/']);
      expect(data.description).toBe('Описание');
    }
  });

  it('answers 404 for an unknown product', async () => {
    const response = await get('/api/serviceCatalog/v2/products/missing/');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  });
});

describe('product sizes', () => {
  it('gives each size with its stock, and stores of the city with ?stores=Y', async () => {
    const response = await get('/api/serviceCatalog/v2/products/sizes/A-1/?stores=Y', { 'x-city-uuid': moscow });
    const body = productSizesResponseSchema.parse(response.json());
    expect(body.data.map((s) => [s.size, s.quantity, s.in_stock])).toEqual([['16', 0, false], ['17', 2, true]]);
    expect(body.data[1]?.stores).toEqual([{ id: expect.any(Number), name: 'Москва, Тверская', address: 'Тверская ул., 1', quantity: 2 }]);
    expect(body.meta.currency.code).toBe('RUB');
  });

  it('omits stores without ?stores=Y, and shows nothing in stock in Kazakhstan', async () => {
    const plain = productSizesResponseSchema.parse((await get('/api/serviceCatalog/v2/products/sizes/A-1/')).json());
    expect(plain.data[1]?.stores).toBeUndefined();
    const kz = productSizesResponseSchema.parse((await get('/api/serviceCatalog/v2/products/sizes/A-1/', { 'x-country-code': 'KZ' })).json());
    expect(kz.data.every((s) => !s.in_stock)).toBe(true);
    expect(kz.meta.currency.code).toBe('KZT');
  });

  it('answers an unsized product with one row and an unknown article with 404', async () => {
    const unsized = productSizesResponseSchema.parse((await get('/api/serviceCatalog/v2/products/sizes/A-3/')).json());
    expect(unsized.data).toMatchObject([{ size: '', quantity: 5, in_stock: true }]);
    expect((await get('/api/serviceCatalog/v2/products/sizes/none/')).statusCode).toBe(404);
  });
});

describe('prices by url codes', () => {
  it("prices in the request country's currency", async () => {
    const response = await get('/api/serviceCatalog/v2/prices/?url_codes=ring-gold-1', { 'x-country-code': 'KZ' });
    const body = pricesResponseSchema.parse(response.json());
    expect(body.data).toEqual([
      { url_code: 'ring-gold-1', article: 'A-1', price: 60_000, old_price: null, discount: 0, currency: { code: 'KZT', symbol: '₸', text: 'тенге' } },
    ]);
    const ru = pricesResponseSchema.parse((await get('/api/serviceCatalog/v2/prices/?url_codes=ring-gold-1')).json());
    expect(ru.data[0]).toMatchObject({ price: 10_000, old_price: 15_000, discount: 33 });
  });
});
