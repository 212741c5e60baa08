// What the offer needs of a product: its brand, price in the currency and size labels.
import { and, asc, eq } from 'drizzle-orm';
import { type Db } from '../../db';
import { productSizes, products } from '../../db/schema';
import { isPriced, selectedPrices } from '../catalog/priceColumns';
import { type CatalogContext } from '../catalog/requestContext';

export interface OfferProduct {
  article: string;
  brand: 'main' | 'diamant';
  price: number;
  oldPrice: number | null;
  sizes: string[];
}

export async function offerProduct(db: Db, context: CatalogContext, article: string): Promise<OfferProduct | null> {
  const [row] = await db
    .select({ id: products.id, article: products.article, brand: products.brand, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(eq(products.article, article), isPriced(context.currency)))
    .limit(1);
  if (!row) return null;
  const sizes = await db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, row.id)).orderBy(asc(productSizes.sort));
  return {
    article: row.article,
    brand: row.brand === 'diamant' ? 'diamant' : 'main',
    price: row.price,
    oldPrice: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    sizes: sizes.map((size) => size.size),
  };
}
