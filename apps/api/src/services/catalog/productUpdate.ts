// An operator's change to one product (PATCH admin/products/{article}/, the product:update tool): its
// price and old price in one currency, and its stock, in one transaction. Nothing here tells the
// caches: migration 0022's triggers do, for this write as for any other.
import type { ProductUpdateBody, ProductUpdateResponse } from '@ornament/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { productPrices, products, stock } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';

type Update = Required<Pick<ProductUpdateBody, 'currency'>> & Omit<ProductUpdateBody, 'currency'>;

export async function updateProduct(db: Db, article: string, update: Update): Promise<ProductUpdateResponse['data']> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.article, article)).limit(1).for('update');
    if (!product) throw HttpError.notFound('Product not found');
    const priceOf = and(eq(productPrices.productId, product.id), eq(productPrices.currency, update.currency));
    const [current] = await tx.select({ price: productPrices.price, oldPrice: productPrices.oldPrice }).from(productPrices).where(priceOf);
    if (update.price !== undefined || update.oldPrice !== undefined) {
      const price = update.price ?? current?.price;
      if (price === undefined) throw new HttpError(422, 'price_required', `The product has no ${update.currency} price yet: give --price`, '/price');
      // The old price is shown crossed out only above the price; a lower one is dropped, as the seed does.
      const requestedOld = update.oldPrice === undefined ? (current?.oldPrice ?? null) : update.oldPrice;
      const oldPrice = requestedOld !== null && requestedOld > price ? requestedOld : null;
      await tx
        .insert(productPrices)
        .values({ productId: product.id, currency: update.currency, price, oldPrice })
        .onConflictDoUpdate({ target: [productPrices.productId, productPrices.currency], set: { price, oldPrice } });
    }
    if (update.stock !== undefined) await tx.update(stock).set({ quantity: update.stock }).where(eq(stock.productId, product.id));
    const [after] = await tx.select({ price: productPrices.price, oldPrice: productPrices.oldPrice }).from(productPrices).where(priceOf);
    const [units] = await tx.select({ total: sql<number>`coalesce(sum(${stock.quantity}), 0)::int` }).from(stock).where(eq(stock.productId, product.id));
    return { article, currency: update.currency, price: after?.price ?? null, oldPrice: after?.oldPrice ?? null, stock: units?.total ?? 0 };
  });
}
