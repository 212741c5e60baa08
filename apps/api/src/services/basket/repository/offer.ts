// The article and size a shopper asks to add: the product, its sizes, and the units in stock for
// the country (KZ never stocks catalogue and packaging products).
import { type CountryCode, type CurrencyCode, isStockShown } from '@ornament/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { productSizes, products, stock } from '../../../db/schema';
import { selectedPrices } from '../../catalog/priceColumns';
import { notAvailable, sizeInvalid } from '../errors';
import { basketServerMessages as messages } from '../messages';
import { HttpError } from '../../../plugins/httpError';

export interface Offer {
  productId: number;
  article: string;
  size: string;
  stock: number;
}

export async function stockOf(db: Db, productId: number, size: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stock.quantity}), 0)::int`.mapWith(Number) })
    .from(stock)
    .where(and(eq(stock.productId, productId), eq(stock.size, size)));
  return row?.n ?? 0;
}

/**
 * Resolves article + size to an offer, or throws: 404 for an unknown article, 422 basket_size_invalid
 * for a size the article lacks (or a size given to a sizeless one), 422 basket_not_available when the
 * product is not sold in the currency.
 */
export async function resolveOffer(db: Db, scope: { country: CountryCode; currency: CurrencyCode }, article: string, size: string): Promise<Offer> {
  const [product] = await db
    .select({ id: products.id, article: products.article, catalog: products.catalog, price: selectedPrices(scope.currency).price })
    .from(products)
    .where(eq(products.article, article))
    .limit(1);
  if (!product) throw new HttpError(404, 'not_found', messages.productNotFound, '/article');
  if (product.price === null) throw notAvailable();
  const sizes = await db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, product.id)).orderBy(asc(productSizes.sort));
  if (sizes.length > 0 ? !sizes.some((row) => row.size === size) : size !== '') throw sizeInvalid(sizes.length > 0 && size === '');
  const stock = isStockShown(product.catalog, scope.country) ? await stockOf(db, product.id, size) : 0;
  return { productId: product.id, article: product.article, size, stock };
}


export async function articleOfProduct(db: Db, productId: number): Promise<string> {
  const [row] = await db.select({ article: products.article }).from(products).where(eq(products.id, productId)).limit(1);
  if (!row) throw new HttpError(404, 'not_found', messages.productNotFound, '/id');
  return row.article;
}
