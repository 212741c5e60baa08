// Recommendation queries (spec 2 §7): each one statement over the listing's read model, ordered by
// explicit preferences with the id last, so the same catalogue always gives the same answer.
import { limits, sectionsNeverStockedInKazakhstan } from '@ornament/domain';
import { type SQL, and, asc, between, eq, inArray, ne, not, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import { descendantIds, listingConditions } from '../catalog/conditions';
import { priceColumnsOf } from '../catalog/priceColumns';
import { type FullProductRow, selectProducts } from '../catalog/productRows';
import type { CatalogContext } from '../catalog/requestContext';
import { type CatalogDictionary, type CategoryNode, type ListingSelection, categoryChain } from '../catalog/selection';
import type { RecommendationVariant } from './abVariant';
import { type PriceBand, bandAround, bandOfRange } from './priceBand';

const descending = (expression: SQL): SQL => sql`${expression} desc`;

/** 1 when the shopper's country may buy the product from stock now (the KZ rule of spec 2 §9), else 0. */
function inStockRank(context: CatalogContext): SQL {
  const held = sql`${products.stockQuantity} > 0`;
  if (context.country !== 'KZ') return sql`(${held})::int`;
  return sql`(${held} and ${notInArray(products.catalog, [...sectionsNeverStockedInKazakhstan])})::int`;
}

function brandCondition(context: CatalogContext): SQL | undefined {
  return context.brand === null ? undefined : eq(products.brand, context.brand);
}

function withinBand(context: CatalogContext, band: PriceBand): SQL {
  return between(priceColumnsOf(context.currency).price, band.min, band.max);
}

/** The top category (a section's direct child) a category belongs to. */
function topOf(node: CategoryNode | undefined, dictionary: CatalogDictionary): CategoryNode | undefined {
  return node ? (categoryChain(node, dictionary)[0] ?? node) : undefined;
}

async function pick(db: Db, context: CatalogContext, where: SQL | undefined, order: SQL[]): Promise<FullProductRow[]> {
  return selectProducts(db, context, where)
    .orderBy(...order, asc(products.id))
    .limit(limits.recommendationsCount);
}

export interface PersonalRequest {
  selection: ListingSelection;
  context: CatalogContext;
  dictionary: CatalogDictionary;
}

/**
 * Products of the same categories and price band the shopper is looking at, excluding what the
 * listing itself shows: same top category first, then the most popular.
 */
export async function personalRecommendations(db: Db, { selection, context, dictionary }: PersonalRequest): Promise<FullProductRow[]> {
  const listed = listingConditions(db, selection, context, dictionary);
  const { price } = priceColumnsOf(context.currency);
  const [range] = await db
    .select({ min: sql<number | null>`min(${price})`.mapWith(Number), max: sql<number | null>`max(${price})`.mapWith(Number) })
    .from(products)
    .where(listed);
  // Nothing listed and no price asked for: no band, the category alone decides.
  const band = bandOfRange(selection.priceMin ?? range?.min ?? null, selection.priceMax ?? range?.max ?? null);
  const top = topOf(selection.categories[0], dictionary);
  const preferences = top ? [descending(sql`(${inArray(products.categoryId, descendantIds(top))})::int`)] : [];
  const where = and(
    selection.section === null ? undefined : eq(products.section, selection.section),
    brandCondition(context),
    band ? withinBand(context, band) : undefined,
    listed ? not(listed) : undefined,
  );
  return pick(db, context, where, [...preferences, sql`${products.popularity} desc`]);
}

/** The new behaviour of the A/B test's group b (./abVariant): what is in stock, then the most popular. */
function bestsellersFirst(context: CatalogContext): SQL[] {
  return [descending(inStockRank(context)), sql`${products.popularity} desc`];
}

/**
 * Same category, within ±30 % of the price; the same material first, then in stock, then the nearest
 * price (group b: in stock, then the most popular).
 */
export async function alternatives(db: Db, context: CatalogContext, product: FullProductRow, variant: RecommendationVariant = 'a'): Promise<FullProductRow[]> {
  const { price } = priceColumnsOf(context.currency);
  const where = and(
    eq(products.categoryId, product.categoryId),
    ne(products.id, product.id),
    brandCondition(context),
    withinBand(context, bandAround(product.price)),
  );
  if (variant === 'b') return pick(db, context, where, bestsellersFirst(context));
  return pick(db, context, where, [
    descending(sql`(${products.materialCode} = ${product.materialCode})::int`),
    descending(inStockRank(context)),
    sql`abs(${price} - ${product.price})`,
  ]);
}

/**
 * Complementary pieces: the other categories of the product's section (earrings for a ring), the
 * same collection first, then the same material, in stock, the nearest price (group b: in stock,
 * then the most popular).
 *
 * Co-purchase: there is no orders table yet. Once orders exist, rank first by how many orders
 * holding `product` also hold the candidate (a grouped count over order lines joined on order id)
 * and keep these preferences as the tie-breakers after it.
 */
export async function crossSell(db: Db, context: CatalogContext, dictionary: CatalogDictionary, product: FullProductRow, variant: RecommendationVariant = 'a'): Promise<FullProductRow[]> {
  const { price } = priceColumnsOf(context.currency);
  const top = topOf(dictionary.categoriesById.get(product.categoryId), dictionary);
  const own = top ? descendantIds(top) : [product.categoryId];
  const sameCollection = product.collectionCode === null ? [] : [descending(sql`(${products.collectionCode} is not distinct from ${product.collectionCode})::int`)];
  const where = and(eq(products.section, product.section), notInArray(products.categoryId, own), brandCondition(context));
  if (variant === 'b') return pick(db, context, where, bestsellersFirst(context));
  return pick(db, context, where, [
    ...sameCollection,
    descending(sql`(${products.materialCode} = ${product.materialCode})::int`),
    descending(inStockRank(context)),
    sql`abs(${price} - ${product.price})`,
  ]);
}
