// The price field of a personal offer: the article's catalogue price in the bonus currency after the
// offer's discount, in whole currency units; null when the article is unknown or has no price there.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { productPrices, products } from '../../db/schema';
import type { BonusCurrency } from './currency';

export async function articlePriceOf(db: Db, article: string, currency: BonusCurrency): Promise<number | null> {
  const [row] = await db
    .select({ price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(eq(products.article, article))
    .limit(1);
  return row?.price ?? null;
}

export function discountedPrice(price: number, discountType: 'percent' | 'fixed', discountValue: number): number {
  const after = discountType === 'percent' ? price * (1 - Math.min(100, Math.max(0, discountValue)) / 100) : price - Math.max(0, discountValue);
  return Math.max(0, Math.round(after));
}
