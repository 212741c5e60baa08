// The listing's queries: one page query, one COUNT, and one grouped COUNT per filter section.
import { type SQL, and, asc, count, isNotNull, max, min, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import { type FilterKey, listingConditions } from './conditions';
import { priceColumnsOf } from './priceColumns';
import type { CatalogContext } from './requestContext';
import { type FullProductRow, chosenProducts, selectProductsFrom } from './productRows';
import type { CatalogDictionary, ListingSelection } from './selection';

/**
 * `desc nulls last` like the indexes (drizzle's `.desc()` builds them so): a plain `desc` means
 * nulls first, which no index has, and the planner would sort the whole section for every page.
 */
const descending = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

function orderOf(selection: ListingSelection, context: CatalogContext): SQL[] {
  const { price } = priceColumnsOf(context.currency);
  switch (selection.sort) {
    case 'new_up':
      return [descending(products.createdAt), asc(products.id)];
    case 'best_rating':
      return [descending(products.rating), descending(products.ratingCount), asc(products.id)];
    case 'inexpensive':
      return [asc(price), asc(products.id)];
    case 'expensive':
      return [sql`${price} desc`, asc(products.id)];
    default:
      // A personal list keeps its own order (a favourites folder: the latest added first).
      if (selection.urlCodes) return [sql`array_position(${sql.param([...selection.urlCodes])}::text[], ${products.urlCode})`, asc(products.id)];
      return [descending(products.popularity), asc(products.id)];
  }
}

export interface ListingRequest {
  selection: ListingSelection;
  context: CatalogContext;
  dictionary: CatalogDictionary;
  page: number;
  perPage: number;
  /** A text search narrowing the listing; its rank replaces the popular order. */
  match?: { where: SQL; rank: SQL } | undefined;
}

export async function listingPage(db: Db, request: ListingRequest): Promise<{ rows: FullProductRow[]; total: number }> {
  const { selection, context, dictionary, page, perPage, match } = request;
  const where = and(listingConditions(db, selection, context, dictionary), match?.where);
  const order = match && selection.sort === 'popular' ? [sql`${match.rank} desc`, asc(products.id)] : orderOf(selection, context);
  return pagedProducts(db, context, where, order, perPage, (page - 1) * perPage);
}

/**
 * One statement for a page and its total: the page's ids (an index walk in the sort's order) and
 * the count, then the full rows for those ids only. On PGlite, where every request waits for
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
  const { selection, context, dictionary, match } = request;
  const where = (omit?: FilterKey) => and(listingConditions(db, selection, context, dictionary, omit), match?.where);
  const { price } = priceColumnsOf(context.currency);
  const insertCodes = db
    .select({ code: sql<string>`unnest(${products.insertCodes})`.as('code') })
    .from(products)
    .where(where('insert'))
    .as('insert_codes');
  // Sizes from the read model, with their position in the product's list as the chips' order.
  const sizeList = db
    .select({ size: sql<string>`s.size`.as('size'), position: sql<number>`(s.position - 1)::int`.as('position') })
    .from(products)
    .crossJoinLateral(sql`unnest(${products.sizes}) with ordinality as s(size, position)`)
    .where(where('size'))
    .as('size_rows');
  // The total and the price range in one scan; a price filter needs the range without it, apart.
  // `+ 0` keeps the planner from answering min()/max() by walking the section's price index, which
  // with selective facets reads thousands of rows to find the first match (9 ms on 10,000 products).
  const totalAndRange = (condition: SQL | undefined) =>
    db.select({ n: count(), min: min(sql`${price} + 0`), max: max(sql`${price} + 0`) }).from(products).where(condition);
  const priceFiltered = selection.priceMin !== null || selection.priceMax !== null;

  const [totalRows, categoryRows, materialRows, insertRows, collectionRows, sizeRows, rangeRows] = await Promise.all([
    totalAndRange(where()),
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
      .select({ key: sizeList.size, n: count(), sort: sql<number>`min(${sizeList.position})`.mapWith(Number) })
      .from(sizeList)
      .groupBy(sizeList.size),
    priceFiltered ? totalAndRange(where('price')) : null,
  ]);
  const priceRows = rangeRows ?? totalRows;
  const toMap = <K>(rows: { key: K | null; n: number }[]) =>
    new Map(rows.filter((row): row is { key: K; n: number } => row.key !== null).map((row) => [row.key, row.n]));
  return {
    total: totalRows[0]?.n ?? 0,
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
