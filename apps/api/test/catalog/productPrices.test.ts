// Size prices (spec 2 §7): GET products/prices/?articles= and the live price GET
// product/price/{article}/{size}/, with its 0.7 s cache (spec 2 §9).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPrices, productSizes, products } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

const base = '/api/serviceCatalog/v2';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${base}${url}`, headers });

describe('S2.7.4: GET products/prices/?articles=', () => {
  it('S2.7.4: answers every size of the asked products, in their order, unknown articles left out', async () => {
    const response = await get('/products/prices/?articles=A-3,A-1,NO-SUCH');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { article: string; size: string; price: number; old_price: number | null; discount: number; currency: { code: string } }[];
    expect(rows.map((row) => [row.article, row.size])).toEqual([
      ['A-3', ''],
      ['A-1', '16'],
      ['A-1', '17'],
    ]);
    expect(rows[1]).toMatchObject({ url_code: 'ring-gold-1', price: 10_000, old_price: 15_000, discount: 33, currency: { code: 'RUB' } });
    expect(rows[0]).toMatchObject({ price: 30_000, old_price: null, discount: 0 });
  });

  it('S2.7.4: prices in X-Currency-Code when sent, else in the country\'s currency', async () => {
    const byCountry = await get('/products/prices/?articles=A-1', { 'x-country-code': 'BY' });
    expect(byCountry.json().data[0]).toMatchObject({ price: 350.5, currency: { code: 'BYN' } });
    const byHeader = await get('/products/prices/?articles=A-1', { 'x-country-code': 'BY', 'x-currency-code': 'KZT' });
    expect(byHeader.json().data[0]).toMatchObject({ price: 60_000, currency: { code: 'KZT' } });
  });

  it('S2.7.4: a malformed or missing list, or an unknown currency, is a 400 with its pointer', async () => {
    const malformed = await get('/products/prices/?articles=A-1,bad%20article!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].source.pointer).toMatch(/^\/query\/articles/);
    expect((await get('/products/prices/')).statusCode).toBe(400);
    const currency = await get('/products/prices/?articles=A-1', { 'x-currency-code': 'EUR' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().errors[0]).toMatchObject({ status: '400', source: { pointer: '/headers/x-currency-code' } });
  });
});

describe('S2.7.4: GET product/price/{article}/{size}/', () => {
  it('S2.7.4: answers the live price, old price, discount and currency of one size', async () => {
    const response = await get('/product/price/A-1/17/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { article: 'A-1', url_code: 'ring-gold-1', size: '17', price: 10_000, old_price: 15_000, discount: 33, currency: { code: 'RUB', symbol: '₽', text: expect.any(String) } },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    const kzt = await get('/product/price/A-1/16/', { 'x-country-code': 'KZ' });
    expect(kzt.json().data).toMatchObject({ size: '16', price: 60_000, old_price: null, currency: { code: 'KZT' } });
  });

  it('S2.7.4: a product without sizes is asked without a size segment', async () => {
    const response = await get('/product/price/A-3/');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ article: 'A-3', size: '', price: 30_000 });
    const sizeless = await get('/product/price/A-1/');
    expect(sizeless.statusCode).toBe(400);
    expect(sizeless.json().errors[0].source.pointer).toBe('/path/size');
  });

  it('S2.7.4: an unknown article or size is a JSON:API 404', async () => {
    const article = await get('/product/price/NO-SUCH/17/');
    expect(article.statusCode).toBe(404);
    expect(article.json().errors[0]).toMatchObject({ status: '404', code: 'not_found', source: { pointer: '/path/article' } });
    const size = await get('/product/price/A-1/99/');
    expect(size.statusCode).toBe(404);
    expect(size.json().errors[0]).toMatchObject({ status: '404', source: { pointer: '/path/size' } });
  });

  it('S2.7.4: a malformed article or size is a 400 pointing at it', async () => {
    const size = await get('/product/price/A-1/%3Cb%3E/');
    expect(size.statusCode).toBe(400);
    expect(size.json().errors[0].source.pointer).toBe('/path/size');
    const article = await get('/product/price/bad%20article!/17/');
    expect(article.statusCode).toBe(400);
    expect(article.json().errors[0].source.pointer).toBe('/path/article');
  });
});

describe('S2.9.8: the live price is cached 0.7 s in the API', () => {
  async function setRubPrice(article: string, price: number) {
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, article));
    await t.db.update(productPrices).set({ price }).where(and(eq(productPrices.productId, row!.id), eq(productPrices.currency, 'RUB')));
  }

  it('S2.9.8: a price change shows within 0.7 s, not sooner than the cache allows', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    expect((await get('/product/price/A-2/17/')).json().data.price).toBe(20_000);
    await setRubPrice('A-2', 21_000);
    clock.mockReturnValue(start + 690);
    expect((await get('/product/price/A-2/17/')).json().data.price).toBe(20_000);
    clock.mockReturnValue(start + 701);
    expect((await get('/product/price/A-2/17/')).json().data.price).toBe(21_000);
    // Per currency: the KZT price of the same size was never cached, so it is read now.
    expect((await get('/product/price/A-2/17/', { 'x-currency-code': 'KZT' })).json().data.price).toBe(120_000);
  });

  it('S2.9.8: a 404 is not kept: a size is answered as soon as it exists', async () => {
    expect((await get('/product/price/A-2/18/')).statusCode).toBe(404);
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, 'A-2'));
    await t.db.insert(productSizes).values({ productId: row!.id, size: '18', sort: 3 });
    expect((await get('/product/price/A-2/18/')).statusCode).toBe(200);
  });
});
