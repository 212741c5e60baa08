// Product lookups: by url codes (listing cards, basket), by article or url code (product page),
// sizes with stock per store, and prices.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { productSizes, products, stock, stores } from '../../db/schema';
import { isPriced, selectedPrices } from './priceColumns';
import type { CatalogContext } from './requestContext';
import { type FullProductRow, selectProducts } from './productRows';

export async function productsByUrlCodes(db: Db, context: CatalogContext, urlCodes: string[]): Promise<FullProductRow[]> {
  const rows = await selectProducts(db, context, inArray(products.urlCode, urlCodes));
  const order = new Map(urlCodes.map((code, i) => [code, i]));
  rows.sort((a, b) => (order.get(a.urlCode) ?? 0) - (order.get(b.urlCode) ?? 0));
  return rows;
}

export async function productByIdentifier(db: Db, context: CatalogContext, id: string): Promise<(FullProductRow & { description: string }) | null> {
  const rows = await selectProducts(db, context, or(eq(products.article, id), eq(products.urlCode, id))).limit(1);
  const [row] = rows;
  if (!row) return null;
  const [extra] = await db.select({ description: products.description }).from(products).where(eq(products.id, row.id));
  return { ...row, description: extra?.description ?? '' };
}

export interface SizeStockRow {
  size: string;
  quantity: number;
}

export interface StoreStockRow {
  size: string;
  storeId: number;
  name: string;
  address: string;
  quantity: number;
}

export interface ProductSizes {
  productId: number;
  catalog: string;
  isSizeable: boolean;
  price: number;
  oldPrice: number | null;
  sizes: string[];
  stockBySize: Map<string, number>;
  stores: StoreStockRow[];
}

export async function sizesOf(db: Db, context: CatalogContext, article: string, withStores: boolean): Promise<ProductSizes | null> {
  const [product] = await db
    .select({ id: products.id, catalog: products.catalog, isSizeable: products.isSizeable, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(eq(products.article, article), isPriced(context.currency)))
    .limit(1);
  if (!product) return null;
  const [sizeRows, stockRows, storeRows] = await Promise.all([
    db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, product.id)).orderBy(asc(productSizes.sort), asc(productSizes.size)),
    db
      .select({ size: stock.size, quantity: sql<number>`sum(${stock.quantity})::int`.mapWith(Number) })
      .from(stock)
      .where(and(eq(stock.productId, product.id), gt(stock.quantity, 0)))
      .groupBy(stock.size),
    withStores
      ? db
          .select({ size: stock.size, storeId: stores.id, name: stores.name, address: stores.address, quantity: stock.quantity })
          .from(stock)
          .innerJoin(stores, eq(stores.id, stock.storeId))
          .where(and(eq(stock.productId, product.id), gt(stock.quantity, 0), eq(stores.cityGuid, context.cityGuid)))
          .orderBy(asc(stores.name), asc(stores.id))
      : Promise.resolve([]),
  ]);
  return {
    productId: product.id,
    catalog: product.catalog,
    isSizeable: product.isSizeable,
    price: product.price,
    oldPrice: product.oldPrice,
    sizes: sizeRows.map((row) => row.size),
    stockBySize: new Map(stockRows.map((row) => [row.size, row.quantity])),
    stores: storeRows,
  };
}

export async function pricesByUrlCodes(db: Db, context: CatalogContext, urlCodes: string[]) {
  return db
    .select({ urlCode: products.urlCode, article: products.article, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(inArray(products.urlCode, urlCodes), isPriced(context.currency)))
    .orderBy(asc(products.id));
}

/** Each product's size labels (in their order) with its price in the currency; unknown articles are left out. */
export async function sizePricesByArticles(db: Db, context: CatalogContext, articles: string[]) {
  const rows = await db
    .select({ article: products.article, urlCode: products.urlCode, sizes: products.sizes, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(inArray(products.article, articles), isPriced(context.currency)));
  const order = new Map(articles.map((article, i) => [article, i]));
  return rows.sort((a, b) => (order.get(a.article) ?? 0) - (order.get(b.article) ?? 0));
}

/** A product by its numeric id, as the product page's information block reads it. */
export async function productById(db: Db, context: CatalogContext, id: number): Promise<(FullProductRow & { description: string }) | null> {
  const [row] = await selectProducts(db, context, eq(products.id, id)).limit(1);
  if (!row) return null;
  const [extra] = await db.select({ description: products.description }).from(products).where(eq(products.id, row.id));
  return { ...row, description: extra?.description ?? '' };
}
