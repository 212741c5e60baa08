// Back-in-stock requests (spec 2 §7 add-available-request): one row per user, article and size;
// asking again answers the stored request instead of adding a row.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { availabilityRequests, productSizes, products } from '../../db/schema';

export interface AvailabilityRequestInput {
  userId: string;
  article: string;
  size: string;
  email: string | null;
  phone: string | null;
}

export type ProductSizeCheck = 'ok' | 'no-product' | 'no-size' | 'size-required';

/** Whether the article exists and the size is one of its sizes ('' for a product without sizes). */
export async function checkProductSize(db: Db, article: string, size: string): Promise<ProductSizeCheck> {
  const [product] = await db.select({ id: products.id, isSizeable: products.isSizeable }).from(products).where(eq(products.article, article)).limit(1);
  if (!product) return 'no-product';
  const sizes = await db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, product.id));
  if (sizes.length === 0) return size === '' ? 'ok' : 'no-size';
  if (size === '') return 'size-required';
  return sizes.some((row) => row.size === size) ? 'ok' : 'no-size';
}

/** Stores the request; `created` is false when the same user already asked for this article and size. */
export async function saveAvailabilityRequest(db: Db, input: AvailabilityRequestInput): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(availabilityRequests)
    .values(input)
    .onConflictDoNothing({ target: [availabilityRequests.userId, availabilityRequests.article, availabilityRequests.size] })
    .returning({ id: availabilityRequests.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: availabilityRequests.id })
    .from(availabilityRequests)
    .where(and(eq(availabilityRequests.userId, input.userId), eq(availabilityRequests.article, input.article), eq(availabilityRequests.size, input.size)))
    .limit(1);
  if (!existing) throw new Error('availability request vanished between insert and read');
  return { id: existing.id, created: false };
}
