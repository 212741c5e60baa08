// Kits (spec 2 §3 `kits`, §7 product-kit): the complect — the pieces of the product's collection from
// other categories. A ring's earrings and pendant come first, one per category, the most popular of
// each; then the rest of the collection by popularity. Paged (spec 1 §9: the complect's page size is
// 10). Derived from the catalogue, so every seeded collection forms its kits deterministically.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import { type FullProductRow, selectProducts } from '../catalog/productRows';
import type { CatalogContext } from '../catalog/requestContext';

/** The most pieces a complect lists: a collection larger than this is a catalogue listing, not a set. */
export const kitMaxPieces = 200;

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

export interface KitPage {
  rows: FullProductRow[];
  total: number;
}

export async function kitOf(db: Db, context: CatalogContext, owner: KitOwner, page: { page: number; perPage: number }): Promise<KitPage> {
  if (!owner.collectionCode) return { rows: [], total: 0 };
  const brand = context.brand ? eq(products.brand, context.brand) : undefined;
  const candidates = await selectProducts(
    db,
    context,
    and(eq(products.collectionCode, owner.collectionCode), ne(products.categoryId, owner.categoryId), ne(products.id, owner.id), brand),
  )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(kitMaxPieces);
  const seen = new Set<number>();
  const firsts: FullProductRow[] = [];
  const rest: FullProductRow[] = [];
  for (const row of candidates) {
    if (seen.has(row.categoryId)) rest.push(row);
    else {
      seen.add(row.categoryId);
      firsts.push(row);
    }
  }
  const from = (page.page - 1) * page.perPage;
  return { rows: [...firsts, ...rest].slice(from, from + page.perPage), total: candidates.length };
}
