// Product rows as the catalogue reads them: one select shape for listings, lookups and the product
// page, inserts and stock included (never a query per row).
import { type SQL, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db';
import { categories, productInserts, productPrices, products, stock } from '../../db/schema';
import { type CatalogContext } from './requestContext';
import { priceJoin } from './conditions';

export const productColumns = {
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
  price: productPrices.price,
  oldPrice: productPrices.oldPrice,
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

/**
 * Inserts and stock as correlated subqueries of the same statement. With ORDER BY … LIMIT the planner
 * postpones such expensive target-list expressions past the limit, so they run for the page's rows only.
 */
const detailColumns = {
  inserts: sql<InsertRow[]>`coalesce((select json_agg(json_build_object('code', i.code, 'name', i.name, 'count', i.count, 'weight', i.weight, 'colorCode', i.color_code) order by i.id) from ${productInserts} i where i.product_id = ${products.id}), '[]'::json)`,
  quantity: sql<number>`(select coalesce(sum(s.quantity), 0)::int from ${stock} s where s.product_id = ${products.id} and s.quantity > 0)`.mapWith(Number),
};

/** products ⋈ price in the currency ⋈ category, with inserts and stock, filtered by `where`: one query. */
export function selectProducts(db: Db, context: CatalogContext, where: SQL | undefined) {
  return db
    .select({ ...productColumns, ...detailColumns })
    .from(products)
    .innerJoin(productPrices, priceJoin(context.currency))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
}
