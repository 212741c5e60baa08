// installment-pay and product-kit (spec 2 §7).
import { installmentResponseSchema, productKitResponseSchema } from '@ornament/api-contract';
import { formatPrice } from '@ornament/domain';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 200 });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('installment-pay', () => {
  it('splits a Russian price over 6 months with the Sber text', async () => {
    const [row] = await t.db
      .select({ article: products.article, price: products.priceRub })
      .from(products)
      .where(and(isNotNull(products.priceRub), eq(products.brand, 'main')))
      .orderBy(asc(products.id))
      .limit(1);
    const response = await get(`/api/serviceCatalog/v2/catalog/product/${row?.article}/installment-pay/`);
    expect(response.statusCode).toBe(200);
    const { data } = installmentResponseSchema.parse(response.json());
    const min = Math.ceil((row?.price ?? 0) / 6);
    expect(data).toMatchObject({ available: true, months: 6, min_payment: min });
    expect(data.text).toBe(`От ${formatPrice(min, 'RUB')} в месяц. Для клиентов банка.`);
  });

  it('is not offered in Kazakhstan', async () => {
    const [row] = await t.db.select({ article: products.article }).from(products).where(isNotNull(products.priceKzt)).limit(1);
    const { data } = installmentResponseSchema.parse((await get(`/api/serviceCatalog/v2/catalog/product/${row?.article}/installment-pay/`, { 'x-country-code': 'KZ' })).json());
    expect(data).toMatchObject({ available: false, text: '' });
    expect(data.currency.code).toBe('KZT');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await get('/api/serviceCatalog/v2/catalog/product/NO-SUCH/installment-pay/')).statusCode).toBe(404);
    const bad = await get(`/api/serviceCatalog/v2/catalog/product/${'x'.repeat(121)}/installment-pay/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toBe('/path/id');
  });
});

describe('product-kit', () => {
  it('lists other pieces of the same collection, one per category first, deterministically', async () => {
    const withCollection = await t.db
      .select({ urlCode: products.urlCode, collection: products.collectionCode, categoryId: products.categoryId })
      .from(products)
      .where(and(isNotNull(products.collectionCode), isNotNull(products.priceRub), eq(products.brand, 'main')))
      .orderBy(asc(products.id));
    let checked = 0;
    for (const owner of withCollection.slice(0, 20)) {
      const response = await get(`/api/serviceCatalog/v3/catalog/product-kit/${owner.urlCode}/`);
      expect(response.statusCode).toBe(200);
      const { data, meta } = productKitResponseSchema.parse(response.json());
      expect(meta.url_code).toBe(owner.urlCode);
      expect(data.every((p) => p.collection?.code === owner.collection && p.url_code !== owner.urlCode)).toBe(true);
      // The distinct categories lead: no category repeats before every category has had its piece.
      const categories = data.map((p) => p.category.code);
      const distinct = new Set(categories).size;
      expect(new Set(categories.slice(0, distinct)).size).toBe(distinct);
      if (data.length > 0) checked += 1;
      const again = productKitResponseSchema.parse((await get(`/api/serviceCatalog/v3/catalog/product-kit/${owner.urlCode}/`)).json());
      expect(again.data.map((p) => p.url_code)).toEqual(data.map((p) => p.url_code));
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('S1.9.5: pages the complect by 10 unless asked otherwise', async () => {
    const [big] = await t.db
      .select({ collection: products.collectionCode, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(isNotNull(products.collectionCode), isNotNull(products.priceRub), eq(products.brand, 'main')))
      .groupBy(products.collectionCode)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const [owner] = await t.db
      .select({ urlCode: products.urlCode })
      .from(products)
      .where(and(eq(products.collectionCode, big?.collection ?? ''), eq(products.brand, 'main')))
      .orderBy(asc(products.id))
      .limit(1);
    const url = `/api/serviceCatalog/v3/catalog/product-kit/${owner?.urlCode}/`;
    const first = productKitResponseSchema.parse((await get(url)).json());
    const total = first.meta['total-count'];
    expect(total).toBeGreaterThan(6);
    expect(first.meta).toMatchObject({ 'current-page': 1, 'per-page': 10 });
    expect(first.data).toHaveLength(Math.min(10, total));
    // Pages of 3 walk the same order without overlap.
    const pageOne = productKitResponseSchema.parse((await get(`${url}?per_page=3`)).json());
    const pageTwo = productKitResponseSchema.parse((await get(`${url}?per_page=3&page=2`)).json());
    expect(pageOne.data.map((p) => p.url_code)).toEqual(first.data.slice(0, 3).map((p) => p.url_code));
    expect(pageTwo.data.map((p) => p.url_code)).toEqual(first.data.slice(3, 6).map((p) => p.url_code));
    expect(pageTwo.meta).toMatchObject({ 'current-page': 2, 'per-page': 3, 'total-count': total });
    const bad = await get(`/api/serviceCatalog/v3/catalog/product-kit/${owner?.urlCode}/?per_page=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.parameter).toBe('per_page');
  });

  it('is empty for a product outside any collection', async () => {
    const [lone] = await t.db.select({ urlCode: products.urlCode }).from(products).where(and(isNull(products.collectionCode), isNotNull(products.priceRub))).limit(1);
    const { data } = productKitResponseSchema.parse((await get(`/api/serviceCatalog/v3/catalog/product-kit/${lone?.urlCode}/`)).json());
    expect(data).toEqual([]);
  });

  it('answers 404 for an unknown url code and 400 for a malformed one', async () => {
    expect((await get('/api/serviceCatalog/v3/catalog/product-kit/no-such-product/')).statusCode).toBe(404);
    const bad = await get('/api/serviceCatalog/v3/catalog/product-kit/BAD_CODE/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toBe('/path/urlcode');
  });
});

describe('product page content areas', () => {
  it.each(['payment-info-kt', 'refund-info-kt', 'bnpl', 'split', 'installment-pay', 'personal-price', 'quality-garantee-media', 'product-trade-in'])('serves %s', async (code) => {
    const response = await get(`/api/sklv/v4/content/area/${code}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.html.length).toBeGreaterThan(0);
  });

  it('holds one payment and refund text per brand index (RU, KZ, other, diamond)', async () => {
    for (const code of ['payment-info-kt', 'refund-info-kt']) {
      expect((await get(`/api/sklv/v4/content/area/${code}/`)).json().data.items).toHaveLength(4);
    }
  });
});
