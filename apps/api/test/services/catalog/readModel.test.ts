// The listing's read model on products (prices per currency, stone codes and names) follows
// product_prices and product_inserts through migration 0004's triggers, and the seed writes it
// exactly as the triggers would.
import type { CatalogListing } from '@ornament/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../src/db/seed';
import { productInserts, productPrices, productSizes, products, stock } from '../../../src/db/schema';
import { type TestApp, buildTestApp } from '../../helpers/build';
import { seedFixtures } from '../../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const listing = async (path: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/catalog${path}`, headers })).json() as CatalogListing;
const idOf = async (article: string) => (await t.db.select({ id: products.id }).from(products).where(eq(products.article, article)))[0]!.id;

describe('the listing read model', () => {
  it('follows a price change, a removed currency and a new stone', async () => {
    const a1 = await idOf('A-1');
    await t.db.update(productPrices).set({ price: 12_345 }).where(and(eq(productPrices.productId, a1), eq(productPrices.currency, 'RUB')));
    expect((await listing('/jewelry-catalog/')).data.find((p) => p.article === 'A-1')?.price).toBe(12_345);

    const a2 = await idOf('A-2');
    await t.db.delete(productPrices).where(and(eq(productPrices.productId, a2), eq(productPrices.currency, 'KZT')));
    const kz = await listing('/jewelry-catalog/', { 'x-country-code': 'KZ' });
    expect(kz.data.map((p) => p.article)).not.toContain('A-2');
    expect((await listing('/jewelry-catalog/')).data.map((p) => p.article)).toContain('A-2');

    await t.db.insert(productInserts).values({ productId: a2, code: 'ruby', name: 'Рубин', count: 1, weight: 0.3, colorCode: '#9B111E' });
    const [row] = await t.db.select({ codes: products.insertCodes, names: products.insertNames }).from(products).where(eq(products.id, a2));
    expect(row).toEqual({ codes: ['ruby'], names: 'Рубин' });
    expect((await listing('/jewelry-catalog/insert-ruby/')).data.map((p) => p.article).sort()).toEqual(['A-2', 'A-3']);

    expect((await listing('/jewelry-catalog/?size=16')).data.map((p) => p.article)).toEqual(['A-1']);
    await t.db.delete(productSizes).where(and(eq(productSizes.productId, a1), eq(productSizes.size, '16')));
    await t.db.insert(productSizes).values({ productId: a2, size: '16', sort: 1 });
    expect((await listing('/jewelry-catalog/?size=16')).data.map((p) => p.article)).toEqual(['A-2']);
    const [sized] = await t.db.select({ sizes: products.sizes }).from(products).where(eq(products.id, a2));
    expect(sized?.sizes).toEqual(['16', '17']);
  });

  it('follows stock movements into the cards', async () => {
    const card = async () => (await listing('/jewelry-catalog/')).data.find((p) => p.article === 'A-1')!.stock;
    expect(await card()).toEqual({ in_stock: true, quantity: 2 });
    await t.db.update(stock).set({ quantity: 0 }).where(eq(stock.productId, await idOf('A-1')));
    expect(await card()).toEqual({ in_stock: false, quantity: 0 });
    expect((await listing('/jewelry-catalog/?stock=Y')).data.map((p) => p.article)).not.toContain('A-1');
  });

  it('is written by the seed exactly as the triggers compute it', async () => {
    await seedDatabase(t.db, { products: 150 });
    const stale = await t.db.execute(sql`
      select count(*)::int as n from products p
      where p.price_rub is distinct from (select price from product_prices where product_id = p.id and currency = 'RUB')
         or p.old_price_kzt is distinct from (select old_price from product_prices where product_id = p.id and currency = 'KZT')
         or p.insert_codes is distinct from coalesce((select array_agg(distinct code collate "C" order by code collate "C") from product_inserts where product_id = p.id), '{}')
         or p.sizes is distinct from coalesce((select array_agg(size order by sort, size collate "C") from product_sizes where product_id = p.id), '{}')
         or p.stock_quantity <> (select coalesce(sum(quantity) filter (where quantity > 0), 0) from stock where product_id = p.id)
         or p.inserts <> coalesce((select jsonb_agg(jsonb_build_object('code', code, 'name', name, 'count', count, 'weight', weight, 'colorCode', color_code) order by id) from product_inserts where product_id = p.id), '[]')
         or p.insert_names is distinct from coalesce((select string_agg(distinct name collate "C", ' ' order by name collate "C") from product_inserts where product_id = p.id), '')`);
    const rows = (stale as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBe(0);
  });
});
