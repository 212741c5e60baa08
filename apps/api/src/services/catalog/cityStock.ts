// Where the listed products are held, per shop: what additional-info/ counts for the shopper's city
// and the country (one query for every url code asked).
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, stock, stores } from '../../db/schema';
import { isPriced } from './priceColumns';
import type { CatalogContext } from './requestContext';

export interface HoldingShop {
  cityGuid: string;
  quantity: number;
}

export interface ProductStock {
  urlCode: string;
  article: string;
  /** The catalogue section, for the Kazakhstan stock rule. */
  catalog: string;
  /** Shops holding any size of it. */
  shops: HoldingShop[];
}

export async function cityStockOf(db: Db, context: CatalogContext, urlCodes: string[]): Promise<ProductStock[]> {
  const found = await db
    .select({ id: products.id, urlCode: products.urlCode, article: products.article, catalog: products.catalog })
    .from(products)
    .where(and(inArray(products.urlCode, urlCodes), isPriced(context.currency)));
  if (found.length === 0) return [];
  const held = await db
    .select({ productId: stock.productId, cityGuid: stores.cityGuid, quantity: sql<number>`sum(${stock.quantity})::int`.mapWith(Number) })
    .from(stock)
    .innerJoin(stores, sql`${stores.id} = ${stock.storeId}`)
    .where(and(inArray(stock.productId, found.map((row) => row.id)), gt(stock.quantity, 0)))
    .groupBy(stock.productId, stock.storeId, stores.cityGuid)
    .orderBy(asc(stock.productId));
  const order = new Map(urlCodes.map((code, i) => [code, i]));
  return found
    .sort((a, b) => (order.get(a.urlCode) ?? 0) - (order.get(b.urlCode) ?? 0))
    .map((row) => ({
      urlCode: row.urlCode,
      article: row.article,
      catalog: row.catalog,
      shops: held.filter((shop) => shop.productId === row.id).map(({ cityGuid, quantity }) => ({ cityGuid: cityGuid.toLowerCase(), quantity })),
    }));
}
