// SQL conditions of a listing, shared by the page, the count and every filter count, so they can
// never disagree. `omit` leaves one filter out: a facet's counts are taken with the others applied.
import { sectionsNeverStockedInKazakhstan } from '@ornament/domain';
import { type SQL, and, arrayContains, arrayOverlaps, eq, exists, gt, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, stock } from '../../db/schema';
import { isDiscounted, isPriced, priceColumnsOf } from './priceColumns';
import type { CatalogContext } from './requestContext';
import { type CatalogDictionary, type CategoryNode, type ListingSelection, categoryOf } from './selection';

export type FilterKey = 'category' | 'material' | 'insert' | 'collection' | 'size' | 'price';

export function descendantIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(descendantIds)];
}

export function inStockCondition(db: Db, context: CatalogContext): SQL {
  const held = exists(
    db
      .select({ one: sql`1` })
      .from(stock)
      .where(and(eq(stock.productId, products.id), gt(stock.quantity, 0))),
  );
  // Spec 2 §9: in Kazakhstan catalogue and packaging products are never in stock.
  if (context.country !== 'KZ') return held;
  return and(held, notInArray(products.catalog, [...sectionsNeverStockedInKazakhstan])) ?? held;
}

export function listingConditions(
  db: Db,
  selection: ListingSelection,
  context: CatalogContext,
  _dictionary: CatalogDictionary,
  omit?: FilterKey,
): SQL | undefined {
  // A product is listed only with a price in the request's currency.
  const conditions: (SQL | undefined)[] = [isPriced(context.currency)];
  if (selection.section !== null) conditions.push(eq(products.section, selection.section));
  if (selection.isNew) conditions.push(eq(products.isNew, true));
  if (context.brand !== null) conditions.push(eq(products.brand, context.brand));
  const category = categoryOf(selection);
  if (category && omit !== 'category') conditions.push(inArray(products.categoryId, descendantIds(category)));
  if (selection.discount) conditions.push(isDiscounted(context.currency));
  const { material, insert, collection } = selection.facets;
  if (material.length > 0 && omit !== 'material') conditions.push(inArray(products.materialCode, material));
  if (collection.length > 0 && omit !== 'collection') conditions.push(inArray(products.collectionCode, collection));
  if (insert.length > 0 && omit !== 'insert') conditions.push(arrayOverlaps(products.insertCodes, insert));
  if (selection.size !== null && omit !== 'size') conditions.push(arrayContains(products.sizes, [selection.size]));
  if (omit !== 'price') {
    const { price } = priceColumnsOf(context.currency);
    if (selection.priceMin !== null) conditions.push(gte(price, selection.priceMin));
    if (selection.priceMax !== null) conditions.push(lte(price, selection.priceMax));
  }
  if (selection.inStockOnly) conditions.push(inStockCondition(db, context));
  if (selection.urlCodes) conditions.push(inArray(products.urlCode, [...selection.urlCodes]));
  return and(...conditions);
}
