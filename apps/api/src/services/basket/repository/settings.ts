// The basket row (delivery and payment choices) and its promo codes.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { basketPromoCodes, baskets, deliveryAddresses } from '../../../db/schema';

export type BasketSettings = typeof baskets.$inferSelect;

export async function settingsOf(db: Db, userId: string): Promise<BasketSettings> {
  const [row] = await db.select().from(baskets).where(eq(baskets.userId, userId)).limit(1);
  return (
    row ?? {
      userId,
      paymentMethod: null,
      orderType: null,
      storeId: null,
      pvzCode: null,
      deliveryServiceId: null,
      deliveryAddressId: null,
      giftCardNumber: null,
      updatedAt: new Date(),
    }
  );
}

export async function promoCodesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ code: basketPromoCodes.code }).from(basketPromoCodes).where(eq(basketPromoCodes.userId, userId)).orderBy(asc(basketPromoCodes.addedAt), asc(basketPromoCodes.code));
  return rows.map((row) => row.code);
}

/** Creates the basket row if missing and locks it: every change to a basket runs under this lock. */
export async function lockBasket(tx: Db, userId: string): Promise<void> {
  await tx.insert(baskets).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: baskets.userId }).from(baskets).where(eq(baskets.userId, userId)).for('update');
}

export async function updateSettings(tx: Db, userId: string, values: Partial<Omit<BasketSettings, 'userId'>>): Promise<void> {
  await tx.update(baskets).set({ ...values, updatedAt: new Date() }).where(eq(baskets.userId, userId));
}

/** The id when it names one of the user's saved addresses, else null. */
export async function ownAddressId(db: Db, userId: string, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.id, id)))
    .limit(1);
  return row?.id ?? null;
}
