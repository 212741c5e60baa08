import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import { categories, contentAreas, priceRules, productPrices, products, stock, stores } from '../../src/db/schema';
import { catalogTree } from '../../src/db/seed/categoryTree';
import { seedDatabase } from '../../src/db/seed';
import { buildTestApp, type TestApp } from '../helpers/build';

let testApp: TestApp;
let db: Db;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: async () => {} });
  db = testApp.db;
});
afterAll(() => testApp.close());

const snapshot = async () => ({
  products: await db.select().from(products).orderBy(asc(products.id)),
  prices: await db.select().from(productPrices).orderBy(asc(productPrices.id)),
  stock: await db.select().from(stock).orderBy(asc(stock.id)),
  stores: await db.select().from(stores).orderBy(asc(stores.id)),
});

describe('seedDatabase', () => {
  it('writes identical rows for the same size, replacing what was there', async () => {
    const report = await seedDatabase(db, { products: 200 });
    expect(report).toMatchObject({ products: 200 });
    // The shop's 4 pages and issue 8's landings and content pages.
    expect(report.contentPages).toBeGreaterThanOrEqual(16);
    const first = await snapshot();
    await seedDatabase(db, { products: 200 });
    expect(await snapshot()).toEqual(first);
  });

  it('replaces its own price rules and keeps the personal codes issued to shoppers', async () => {
    await seedDatabase(db, { products: 200 });
    await db.insert(priceRules).values({ code: 'WHEEL5-KEEPME22', name: 'Скидка 5% с колеса фортуны', kind: 'percent', params: { percent: 5 }, maxUses: 1 });
    await db.update(priceRules).set({ name: 'Изменено оператором' }).where(eq(priceRules.code, 'WELCOME10'));
    await seedDatabase(db, { products: 200 });
    const codes = (await db.select({ code: priceRules.code, name: priceRules.name }).from(priceRules)).filter((rule) => rule.code !== null);
    expect(codes.filter((rule) => rule.code === 'WHEEL5-KEEPME22')).toHaveLength(1);
    expect(codes.filter((rule) => rule.code === 'WELCOME10')).toEqual([{ code: 'WELCOME10', name: 'Скидка 10% на первый заказ' }]);
  });

  it('covers every catalogue section with 200 products and builds a 3-level tree', async () => {
    await seedDatabase(db, { products: 200 });
    const sections = await db.selectDistinct({ section: products.section }).from(products);
    expect(sections.map((s) => s.section).sort()).toEqual(catalogTree.map((s) => s.code).sort());
    const depths = await db.selectDistinct({ depth: categories.depth }).from(categories);
    expect(depths.map((d) => d.depth).sort()).toEqual([1, 2, 3]);
    const [prices] = await db.select({ n: sql<number>`count(*)::int` }).from(productPrices);
    expect(prices?.n).toBe(600);
    const [areas] = await db.select({ n: sql<number>`count(*)::int` }).from(contentAreas);
    expect(areas?.n).toBeGreaterThan(10);
  });

  it('leaves serial sequences usable after writing explicit ids', async () => {
    await seedDatabase(db, { products: 50 });
    const [row] = await db
      .insert(categories)
      .values({ code: 'extra', name: 'Ещё', url: '/jewelry-catalog/extra/', section: 'jewelry-catalog', depth: 2 })
      .returning({ id: categories.id });
    expect(row?.id).toBeGreaterThan(50);
  });
});
