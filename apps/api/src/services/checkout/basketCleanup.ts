// After an order, the bought lines leave the basket (not to the deleted list: they were bought), the
// promo codes used go with them, and a gift card that paid is taken off the basket.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { basketItems, basketPromoCodes, baskets } from '../../db/schema';

export interface SelectedItem {
  id: number;
  quantity: number;
}

/** The live lines the shopper selected for this order. */
export async function selectedItemsOf(db: Db, userId: string): Promise<SelectedItem[]> {
  const rows = await db
    .select({ id: basketItems.id, quantity: basketItems.quantity, deletedAt: basketItems.deletedAt })
    .from(basketItems)
    .where(and(eq(basketItems.userId, userId), eq(basketItems.isSelected, true)));
  return rows.filter((row) => row.deletedAt === null).map(({ id, quantity }) => ({ id, quantity }));
}

export async function clearBought(db: Db, userId: string, bought: { itemIds: readonly number[]; promoCodes: readonly string[]; giftCardUsed: boolean }): Promise<void> {
  if (bought.itemIds.length > 0) await db.delete(basketItems).where(and(eq(basketItems.userId, userId), inArray(basketItems.id, [...bought.itemIds])));
  if (bought.promoCodes.length > 0) await db.delete(basketPromoCodes).where(and(eq(basketPromoCodes.userId, userId), inArray(basketPromoCodes.code, [...bought.promoCodes])));
  if (bought.giftCardUsed) await db.update(baskets).set({ giftCardNumber: null, updatedAt: new Date() }).where(eq(baskets.userId, userId));
}
