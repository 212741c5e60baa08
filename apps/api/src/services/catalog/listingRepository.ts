// The listing's queries: one page query, one COUNT, and one grouped COUNT per filter section.
import { type SQL, asc, count, countDistinct, desc, eq, isNotNull, max, min, and, sql } from 'drizzle-orm';
import { type Db } from '../../db';
import { productSizes, products } from '../../db/schema';
import { type FilterKey, listingConditions } from './conditions';
import { priceColumnsOf } from './priceColumns';
import { type CatalogContext } from './requestContext';
import { type FullProductRow, chosenProducts, selectProductsFrom } from './productRows';
import { type CatalogDictionary, type ListingSelection } from './selection';

function orderOf(selection: ListingSelection, context: CatalogContext): SQL[] {
  const { price } = priceColumnsOf(context.currency);
  switch (selection.sort) {
    case 'new_up':
      return [desc(products.createdAt), desc(products.id)];
    case 'best_rating':
      return [desc(products.rating), desc(products.ratingCount), asc(products.id)];
    case 'inexpensive':
      return [asc(price), asc(products.id)];
    case 'expensive':
      return [desc(price), asc(products.id)];
    default:
      return [desc(products.popularity), asc(products.id)];
  }
}

export interface ListingRequest {
  selection: ListingSelection;
  context: CatalogContext;
  dictionary: CatalogDictionary;
  page: number;
  perPage: number;
}

export async function listingPage(db: Db, request: ListingRequest): Promise<{ rows: FullProductRow[]; total: number }> {
  const { selection, context, dictionary, page, perPage } = request;
  const where = listingConditions(db, selection, context, dictionary);
  return pagedProducts(db, context, where, orderOf(selection, context), perPage, (page - 1) * perPage);
}

/**
 * One statement for a page and its total: the page's ids and `count(*) over ()` from the narrow
 * products row, then the full rows for those ids only. On PGlite, where every request waits for
 * the one connection, a statement less is latency saved for everyone queued behind it.
 */
export async function pagedProducts(
  db: Db,
  context: CatalogContext,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: FullProductRow[]; total: number }> {
  const rows = await selectProductsFrom(db, context, chosenProducts(db, where, order, limit, offset)).orderBy(...order);
  const first = rows[0];
  // Past the last page the window has no row to carry the total.
  const total = first ? first.total : offset > 0 ? await countListing(db, where) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function countListing(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

export interface FacetCounts {
  total: number;
  category: Map<number, number>;
  material: Map<string, number>;
  insert: Map<string, number>;
  collection: Map<string, number>;
  size: { value: string; count: number; sort: number }[];
  price: { min: number | null; max: number | null };
}

/** Every filter section's counts: each taken with all the other filters applied (grouped, not N+1). */
export async function facetCounts(db: Db, request: Omit<ListingRequest, 'page' | 'perPage'>): Promise<FacetCounts> {
  const { selection, context, dictionary } = request;
  const where = (omit?: FilterKey) => listingConditions(db, selection, context, dictionary, omit);
  const { price } = priceColumnsOf(context.currency);
  const insertCodes = db
    .select({ code: sql<string>`unnest(${products.insertCodes})`.as('code') })
    .from(products)
    .where(where('insert'))
    .as('insert_codes');

  const [total, categoryRows, materialRows, insertRows, collectionRows, sizeRows, priceRows] = await Promise.all([
    countListing(db, where()),
    db
      .select({ key: products.categoryId, n: count() })
      .from(products)
      .where(where('category'))
      .groupBy(products.categoryId),
    db
      .select({ key: products.materialCode, n: count() })
      .from(products)
      .where(where('material'))
      .groupBy(products.materialCode),
    db
      .select({ key: insertCodes.code, n: count() })
      .from(insertCodes)
      .groupBy(insertCodes.code),
    db
      .select({ key: products.collectionCode, n: count() })
      .from(products)
      .where(and(where('collection'), isNotNull(products.collectionCode)))
      .groupBy(products.collectionCode),
    db
      .select({ key: productSizes.size, n: countDistinct(products.id), sort: min(productSizes.sort) })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .where(where('size'))
      .groupBy(productSizes.size),
    db
      .select({ min: min(price), max: max(price) })
      .from(products)
      .where(where('price')),
  ]);
  const toMap = <K>(rows: { key: K | null; n: number }[]) =>
    new Map(rows.filter((row): row is { key: K; n: number } => row.key !== null).map((row) => [row.key, row.n]));
  return {
    total,
    category: toMap(categoryRows),
    material: toMap(materialRows),
    insert: toMap(insertRows),
    collection: toMap(collectionRows),
    size: sizeRows.map((row) => ({ value: row.key, count: row.n, sort: row.sort ?? 0 })),
    price: { min: toNumber(priceRows[0]?.min), max: toNumber(priceRows[0]?.max) },
  };
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
