// The listing's queries: one page query, one COUNT, and one grouped COUNT per filter section.
import { type SQL, asc, count, countDistinct, desc, eq, isNotNull, max, min, and } from 'drizzle-orm';
import { type Db } from '../../db';
import { productInserts, productPrices, productSizes, products } from '../../db/schema';
import { type FilterKey, listingConditions, priceJoin } from './conditions';
import { type CatalogContext } from './requestContext';
import { type FullProductRow, selectProducts } from './productRows';
import { type CatalogDictionary, type ListingSelection } from './selection';

function orderOf(selection: ListingSelection): SQL[] {
  switch (selection.sort) {
    case 'new_up':
      return [desc(products.createdAt), desc(products.id)];
    case 'best_rating':
      return [desc(products.rating), desc(products.ratingCount), asc(products.id)];
    case 'inexpensive':
      return [asc(productPrices.price), asc(products.id)];
    case 'expensive':
      return [desc(productPrices.price), asc(products.id)];
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
  const [rows, total] = await Promise.all([
    selectProducts(db, context, where)
      .orderBy(...orderOf(selection))
      .limit(perPage)
      .offset((page - 1) * perPage),
    countListing(db, context, where),
  ]);
  return { rows, total };
}

export async function countListing(db: Db, context: CatalogContext, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(productPrices, priceJoin(context.currency))
    .where(where);
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

  const [total, categoryRows, materialRows, insertRows, collectionRows, sizeRows, priceRows] = await Promise.all([
    countListing(db, context, where()),
    db
      .select({ key: products.categoryId, n: count() })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
      .where(where('category'))
      .groupBy(products.categoryId),
    db
      .select({ key: products.materialCode, n: count() })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
      .where(where('material'))
      .groupBy(products.materialCode),
    db
      .select({ key: productInserts.code, n: countDistinct(products.id) })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
      .innerJoin(productInserts, eq(productInserts.productId, products.id))
      .where(where('insert'))
      .groupBy(productInserts.code),
    db
      .select({ key: products.collectionCode, n: count() })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
      .where(and(where('collection'), isNotNull(products.collectionCode)))
      .groupBy(products.collectionCode),
    db
      .select({ key: productSizes.size, n: countDistinct(products.id), sort: min(productSizes.sort) })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .where(where('size'))
      .groupBy(productSizes.size),
    db
      .select({ min: min(productPrices.price), max: max(productPrices.price) })
      .from(products)
      .innerJoin(productPrices, priceJoin(context.currency))
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
