// What the offer needs of a product: its brand, price in the currency and size labels.
import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { productSizes, products } from '../../db/schema';
import { isPriced, selectedPrices } from '../catalog/priceColumns';
import type { CatalogContext } from '../catalog/requestContext';

export interface OfferProduct {
  article: string;
  brand: 'main' | 'diamant';
  price: number;
  oldPrice: number | null;
  sizes: string[];
}

/** The priced products of these articles, by article; an article without a price here is left out. */
export async function offerProducts(db: Db, context: CatalogContext, articles: readonly string[]): Promise<Map<string, OfferProduct>> {
  const found = new Map<string, OfferProduct>();
  if (articles.length === 0) return found;
  const rows = await db
    .select({ id: products.id, article: products.article, brand: products.brand, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(inArray(products.article, [...new Set(articles)]), isPriced(context.currency)));
  if (rows.length === 0) return found;
  const sizes = await db
    .select({ productId: productSizes.productId, size: productSizes.size })
    .from(productSizes)
    .where(inArray(productSizes.productId, rows.map((row) => row.id)))
    .orderBy(asc(productSizes.sort));
  for (const row of rows) {
    found.set(row.article, {
      article: row.article,
      brand: row.brand === 'diamant' ? 'diamant' : 'main',
      price: row.price,
      oldPrice: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
      sizes: sizes.filter((size) => size.productId === row.id).map((size) => size.size),
    });
  }
  return found;
}
