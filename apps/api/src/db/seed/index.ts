// The deterministic seed (issue 2 §4): identical rows for identical options, written in one
// transaction with multi-row inserts. `now` anchors the dates; it defaults to a fixed day so two
// runs agree to the byte.
import { sql } from 'drizzle-orm';
import { type Db } from '../client';
import { categories, productInserts, productPrices, productSizes, products, stock, stores } from '../schema';
import { geoIpRanges } from '../schema/geo';
import { insertInBatches, syncSequence } from './batches';
import { generateCategories } from './categories';
import { seedContent } from './content';
import { geoIpSeed } from './geoIp';
import { generateProducts } from './products';
import { generateStock } from './stock';
import { generateStores } from './stores';

export interface SeedOptions {
  products: number;
  /** The seed's "today": products are created over the two years before it. */
  now?: Date;
}

export interface SeedReport {
  categories: number;
  products: number;
  stores: number;
  stockRows: number;
  contentAreas: number;
  contentPages: number;
  milliseconds: number;
}

export const defaultSeedNow = new Date('2026-11-01T00:00:00.000Z');
export const defaultSeedProducts = 5000;

const seededTables = [
  'content_page_areas',
  'content_area_items',
  'content_pages',
  'content_areas',
  'geo_ip_ranges',
  'stock',
  'product_sizes',
  'product_prices',
  'product_inserts',
  'products',
  'stores',
  'categories',
];

/** Replaces everything the seed owns with a fresh, deterministic data set. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const categoryRows = generateCategories();
  const productSet = generateProducts({ count: options.products, now: options.now ?? defaultSeedNow, categories: categoryRows });
  const storeRows = generateStores();
  const stockRows = generateStock(productSet, storeRows);

  const content = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${seededTables.join(', ')} restart identity cascade`));
    await insertInBatches(tx, categories, categoryRows);
    await insertInBatches(tx, stores, storeRows);
    await insertInBatches(tx, products, productSet.map((p) => p.row));
    await insertInBatches(tx, productInserts, productSet.flatMap((p) => p.inserts), 1000);
    await insertInBatches(tx, productPrices, productSet.flatMap((p) => p.prices), 1000);
    await insertInBatches(tx, productSizes, productSet.flatMap((p) => p.sizes.map((size, sort) => ({ productId: p.row.id, size, sort }))), 2000);
    await insertInBatches(tx, stock, stockRows, 2000);
    await insertInBatches(tx, geoIpRanges, [...geoIpSeed]);
    for (const table of ['categories', 'stores', 'products']) await syncSequence(tx, table);
    return seedContent(tx);
  });

  return {
    categories: categoryRows.length,
    products: productSet.length,
    stores: storeRows.length,
    stockRows: stockRows.length,
    contentAreas: content.areas,
    contentPages: content.pages,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** Whether the database already holds a catalogue (a second start reuses it). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}
