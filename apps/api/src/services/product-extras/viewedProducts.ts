// Viewed products (spec 2 §7 viewed-product, §9 "visible products keeps the last 2"): every view is
// kept per user (recommendations read the history); the storefront shows the last two.
import { and, desc, eq, ne } from 'drizzle-orm';
import { limits } from '@ornament/domain';
import type { Db } from '../../db';
import { products, viewedProducts } from '../../db/schema';
import type { FullProductRow } from '../catalog/productRows';
import { productsByUrlCodes } from '../catalog/productRepository';
import type { CatalogContext } from '../catalog/requestContext';

export async function productExists(db: Db, urlCode: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.urlCode, urlCode)).limit(1);
  return row !== undefined;
}

export async function recordView(db: Db, userId: string, urlCode: string): Promise<void> {
  const now = new Date();
  await db
    .insert(viewedProducts)
    .values({ userId, urlCode, viewedAt: now })
    .onConflictDoUpdate({ target: [viewedProducts.userId, viewedProducts.urlCode], set: { viewedAt: now } });
}

/** The user's last viewed products, newest first, without `exclude` (the product being looked at). */
export async function lastViewed(db: Db, context: CatalogContext, userId: string, exclude?: string): Promise<FullProductRow[]> {
  const recent = await db
    .select({ urlCode: viewedProducts.urlCode })
    .from(viewedProducts)
    .where(and(eq(viewedProducts.userId, userId), exclude ? ne(viewedProducts.urlCode, exclude) : undefined))
    .orderBy(desc(viewedProducts.viewedAt))
    .limit(limits.viewedProductsKept * 4);
  if (recent.length === 0) return [];
  const rows = await productsByUrlCodes(db, context, recent.map((row) => row.urlCode));
  const brandRows = context.brand ? rows.filter((row) => row.brand === context.brand) : rows;
  return brandRows.slice(0, limits.viewedProductsKept);
}

