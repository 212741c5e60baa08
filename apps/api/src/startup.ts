// First start of a fresh data dir seeds it; later starts find products and reuse the data.
import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { products } from './db/schema';

export type SeedFunction = (db: Db, options: { products: number }) => Promise<unknown>;

/** Seeds when the products table is empty; returns whether it did. */
export async function ensureSeeded(db: Db, productCount: number, seed: SeedFunction): Promise<boolean> {
  const existing = await db.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0 || productCount === 0) return false;
  await seed(db, { products: productCount });
  // PGlite has no autovacuum: fresh statistics and a visibility map let the planner use the indexes.
  await db.execute(sql`vacuum analyze`);
  return true;
}
