// Product rows as the catalogue reads them: one select shape for listings, lookups and the product
// page, inserts and stock included (never a query per row).
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, products } from '../../db/schema';
import type { CatalogContext } from './requestContext';
import { isPriced, selectedPrices } from './priceColumns';

const baseColumns = {
  id: products.id,
  article: products.article,
  urlCode: products.urlCode,
  name: products.name,
  section: products.section,
  catalog: products.catalog,
  brand: products.brand,
  materialCode: products.materialCode,
  materialName: products.materialName,
  materialColor: products.materialColor,
  metal: products.metal,
  collectionCode: products.collectionCode,
  collectionName: products.collectionName,
  weight: products.weight,
  isSizeable: products.isSizeable,
  isOnRequest: products.isOnRequest,
  badges: products.badges,
  rating: products.rating,
  ratingCount: products.ratingCount,
  sort: products.sort,
  categoryId: products.categoryId,
  categoryCode: categories.code,
  categoryName: categories.name,
};

export interface InsertRow {
  code: string;
  name: string;
  count: number;
  weight: number | null;
  colorCode: string;
}

export interface ProductRow {
  id: number;
  article: string;
  urlCode: string;
  name: string;
  section: string;
  catalog: string;
  brand: string;
  materialCode: string;
  materialName: string;
  materialColor: string;
  metal: string;
  collectionCode: string | null;
  collectionName: string | null;
  weight: number | null;
  isSizeable: boolean;
  isOnRequest: boolean;
  badges: { code: string; text: string; background: string; color: string }[];
  rating: number;
  ratingCount: number;
  sort: number;
  price: number;
  oldPrice: number | null;
  categoryId: number;
  categoryCode: string;
  categoryName: string;
}

export interface FullProductRow extends ProductRow {
  inserts: InsertRow[];
  /** Units over every store and size. */
  quantity: number;
}

/** Stones and the stock total come from the product row (the listing's read model, migration 0006). */
const detailColumns = {
  inserts: products.inserts,
  quantity: products.stockQuantity,
};

/** products ⋈ category with prices in the currency, inserts and stock, filtered by `where`: one query. */
export function selectProducts(db: Db, context: CatalogContext, where: SQL | undefined) {
  return db
    .select({ ...baseColumns, ...selectedPrices(context.currency), ...detailColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isPriced(context.currency), where));
}

/**
 * A page of product ids in `order`, each carrying the count of all matches. The count is an
 * uncorrelated scalar subquery (run once), so the page itself can still stop its index walk early.
 */
export function chosenProducts(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const total = db.select({ n: count() }).from(products).where(where);
  return db
    .select({ id: products.id, total: sql<number>`(${total})`.mapWith(Number).as('total') })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('chosen');
}

/** Full rows of the chosen products with the total. */
export function selectProductsFrom(db: Db, context: CatalogContext, chosen: ReturnType<typeof chosenProducts>) {
  return db
    .select({ ...baseColumns, ...selectedPrices(context.currency), ...detailColumns, total: chosen.total })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}
