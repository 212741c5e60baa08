// Kits (spec 2 §3 `kits`, §7 product-kit): the pieces of the product's collection from other
// categories — a ring's earrings and pendant — one per category, the most popular first. Derived
// from the catalogue, so every seeded collection forms its kits deterministically.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type Db } from '../../db';
import { products } from '../../db/schema';
import { type FullProductRow, selectProducts } from '../catalog/productRows';
import { type CatalogContext } from '../catalog/requestContext';

export const kitSize = 4;

export interface KitOwner {
  id: number;
  categoryId: number;
  collectionCode: string | null;
}

export async function kitOwnerByUrlCode(db: Db, context: CatalogContext, urlCode: string): Promise<KitOwner | null> {
  const brand = context.brand ? eq(products.brand, context.brand) : undefined;
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId, collectionCode: products.collectionCode })
    .from(products)
    .where(and(eq(products.urlCode, urlCode), brand))
    .limit(1);
  return row ?? null;
}

export async function kitOf(db: Db, context: CatalogContext, owner: KitOwner): Promise<FullProductRow[]> {
  if (!owner.collectionCode) return [];
  const brand = context.brand ? eq(products.brand, context.brand) : undefined;
  const candidates = await selectProducts(
    db,
    context,
    and(eq(products.collectionCode, owner.collectionCode), ne(products.categoryId, owner.categoryId), ne(products.id, owner.id), brand),
  )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(kitSize * 8);
  const seen = new Set<number>();
  const kit: FullProductRow[] = [];
  for (const row of candidates) {
    if (seen.has(row.categoryId)) continue;
    seen.add(row.categoryId);
    kit.push(row);
    if (kit.length === kitSize) break;
  }
  return kit;
}
