// The basket's lines with what pricing needs, in one query: the product, its price in the currency,
// its category path, and the units in stock (everywhere, and in the shopper's city).
import { type CountryCode, type CurrencyCode, isStockShown } from '@ornament/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db';
import { basketItems, categories, favorites, products } from '../../../db/schema';
import { priceColumnsOf } from '../../catalog/priceColumns';

export interface LineRow {
  id: number;
  productId: number;
  article: string;
  urlCode: string;
  name: string;
  section: string;
  catalog: string;
  brand: string;
  badges: string[];
  categories: string[];
  size: string;
  quantity: number;
  seenQuantity: number | null;
  isSelected: boolean;
  isDeleted: boolean;
  /** Catalogue price in the currency; null = not sold in this currency. */
  price: number | null;
  oldPrice: number | null;
  /** Units everywhere (0 for catalogue/packaging products in KZ). */
  stock: number;
  /** Units in the shops of the shopper's city. */
  cityStock: number;
  isFavorite: boolean;
  createdAt: Date;
}

export interface LineScope {
  country: CountryCode;
  currency: CurrencyCode;
  cityGuid: string;
}

const parent = alias(categories, 'parent_category');
const grand = alias(categories, 'grand_category');

/** Units of a product and size in stock: everywhere, and in one city's shops. */
export function stockTotals(productId: unknown, size: unknown, cityGuid: string) {
  return {
    stock: sql<number>`(select coalesce(sum(s.quantity), 0)::int from stock s where s.product_id = ${productId} and s.size = ${size})`.mapWith(Number),
    cityStock: sql<number>`(select coalesce(sum(s.quantity), 0)::int from stock s join stores st on st.id = s.store_id
      where s.product_id = ${productId} and s.size = ${size} and st.city_guid = ${cityGuid})`.mapWith(Number),
  };
}

export async function basketLines(db: Db, userId: string, scope: LineScope): Promise<LineRow[]> {
  const prices = priceColumnsOf(scope.currency);
  const rows = await db
    .select({
      id: basketItems.id,
      productId: products.id,
      article: products.article,
      urlCode: products.urlCode,
      name: products.name,
      section: products.section,
      catalog: products.catalog,
      brand: products.brand,
      badges: products.badges,
      category: categories.name,
      parentCategory: parent.name,
      grandCategory: grand.name,
      size: basketItems.size,
      quantity: basketItems.quantity,
      seenQuantity: basketItems.seenQuantity,
      isSelected: basketItems.isSelected,
      deletedAt: basketItems.deletedAt,
      price: prices.price,
      oldPrice: prices.oldPrice,
      ...stockTotals(basketItems.productId, basketItems.size, scope.cityGuid),
      isFavorite: sql<boolean>`exists (select 1 from ${favorites} f where f.user_id = ${basketItems.userId} and f.article = ${products.article})`,
      createdAt: basketItems.createdAt,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(and(eq(basketItems.userId, userId)))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  return rows.map((row) => {
    const shown = isStockShown(row.catalog, scope.country);
    return {
      id: row.id,
      productId: row.productId,
      article: row.article,
      urlCode: row.urlCode,
      name: row.name,
      section: row.section,
      catalog: row.catalog,
      brand: row.brand,
      badges: row.badges.map((badge) => badge.text),
      categories: [row.grandCategory, row.parentCategory, row.category].filter((name): name is string => typeof name === 'string'),
      size: row.size,
      quantity: row.quantity,
      seenQuantity: row.seenQuantity,
      isSelected: row.isSelected,
      isDeleted: row.deletedAt !== null,
      price: row.price ?? null,
      oldPrice: row.oldPrice !== null && row.price !== null && row.oldPrice > row.price ? row.oldPrice : null,
      stock: shown ? row.stock : 0,
      cityStock: shown ? row.cityStock : 0,
      isFavorite: row.isFavorite,
      createdAt: row.createdAt,
    };
  });
}
