// The catalogue read cache (plugins/catalogCache.ts): identical reads are answered from memory, and
// any write to the catalogue's tables drops the cache through migration 0022's NOTIFY, on this
// process and on another replica of the same database; a checkout's stock move drops only what shows
// its products.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { productPrices, products, stock } from '../../src/db/schema';
import { beginStockMoves, endStockMoves } from '../../src/plugins/stockMoves';
import { loadEnv } from '../../src/env';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

const listing = '/api/serviceCatalog/v2/catalog/jewelry-catalog/?per_page=20';
const product = '/api/serviceCatalog/v2/products/A-1/';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures, env: { CATALOG_CACHE_SECONDS: '60' } });
});
afterAll(async () => t?.close());

async function priceOfA1(app: TestApp['app']): Promise<number> {
  const response = await app.inject({ method: 'GET', url: listing });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { article: string; price: number }[]).find((item) => item.article === 'A-1')!.price;
}

async function setPriceOfA1(rub: number): Promise<void> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, 'A-1'));
  await t.db.update(productPrices).set({ price: rub }).where(eq(productPrices.productId, row!.id));
}

describe('catalogue read cache', () => {
  it('answers a repeated listing from memory, with the same body and headers', async () => {
    const first = await t.app.inject({ method: 'GET', url: listing });
    const before = t.app.catalogCache.stats();
    const second = await t.app.inject({ method: 'GET', url: listing });
    expect(t.app.catalogCache.stats().hits).toBe(before.hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-product-count']).toBe(first.headers['x-product-count']);
  });

  it('keys on the request context: another country is its own entry, in its own currency', async () => {
    const rub = await t.app.inject({ method: 'GET', url: product });
    const kzt = await t.app.inject({ method: 'GET', url: product, headers: { 'x-country-code': 'KZ' } });
    expect(rub.json().data.price).not.toBe(kzt.json().data.price);
  });

  it('shows a price written straight to the database once its NOTIFY arrives', async () => {
    const before = await priceOfA1(t.app);
    await setPriceOfA1(before + 1234);
    await expect.poll(() => priceOfA1(t.app)).toBe(before + 1234);
  });

  it('S22.3: a checkout taking stock drops only the answers showing its product', async () => {
    const other = '/api/serviceCatalog/v2/products/A-2/';
    const quantityOfA1 = async () => (await t.app.inject({ method: 'GET', url: product })).json().data.stock.quantity as number;
    const before = await quantityOfA1();
    await t.app.inject({ method: 'GET', url: other });
    await t.app.inject({ method: 'GET', url: listing });
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, 'A-1'));
    const [held] = await t.db.select({ id: stock.id, quantity: stock.quantity }).from(stock).where(eq(stock.productId, row!.id));
    expect(held!.quantity).toBeGreaterThan(1);
    await t.db.transaction(async (tx) => {
      const moves = await beginStockMoves(tx, [row!.id]);
      await tx.update(stock).set({ quantity: sql`${stock.quantity} - 1` }).where(eq(stock.id, held!.id));
      await endStockMoves(tx, moves);
    });
    await expect.poll(quantityOfA1).toBe(before - 1);
    // Another product's card is still answered from memory; the listing showing A-1 is loaded again.
    const hits = t.app.catalogCache.stats().hits;
    await t.app.inject({ method: 'GET', url: other });
    expect(t.app.catalogCache.stats().hits).toBe(hits + 1);
    const misses = t.app.catalogCache.stats().misses;
    await t.app.inject({ method: 'GET', url: listing });
    expect(t.app.catalogCache.stats().misses).toBe(misses + 1);
    // Its last units sold: a stock-filtered listing's next page and the filters' counts change without
    // showing it, so every answer goes, the other product's too.
    await t.db.transaction(async (tx) => {
      const moves = await beginStockMoves(tx, [row!.id]);
      await tx.update(stock).set({ quantity: 0 }).where(eq(stock.productId, row!.id));
      await endStockMoves(tx, moves);
    });
    await expect.poll(quantityOfA1).toBe(0);
    const missesBefore = t.app.catalogCache.stats().misses;
    await t.app.inject({ method: 'GET', url: other });
    expect(t.app.catalogCache.stats().misses).toBe(missesBefore + 1);
  });

  it('keeps no error: a missing product is looked up again', async () => {
    const missing = '/api/serviceCatalog/v2/products/NO-SUCH/';
    const before = t.app.catalogCache.stats();
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect(t.app.catalogCache.stats()).toMatchObject({ hits: before.hits, misses: before.misses + 2 });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('drops another replica’s cache when one writes (PostgreSQL LISTEN/NOTIFY)', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, CATALOG_CACHE_SECONDS: '60' });
    const other = await buildApp({ env });
    await other.ready();
    try {
      const before = await priceOfA1(other);
      expect(await priceOfA1(other)).toBe(before);
      await setPriceOfA1(before + 10);
      await expect.poll(() => priceOfA1(other)).toBe(before + 10);
    } finally {
      await other.close();
    }
  });
});
