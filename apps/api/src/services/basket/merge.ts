// The basket follows the shopper into the account at login (registerLoginMerger, inside the login
// transaction): the guest's live lines move over while the account stays within 5 articles (a line
// of an article already there always fits); a line of the same article and size adds up, capped at
// the stock; deleted lines, promo codes and unset choices move too. The guest's basket is then empty.
import { basketBounds } from '@ornament/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { basketItems, basketPromoCodes, baskets, products } from '../../db/schema';
import type { LoginMerger } from '../auth/loginMergers';
import { liveArticles } from './repository/items';
import { stockOf } from './repository/offer';
import { lockBasket, settingsOf, updateSettings } from './repository/settings';

export const mergeBaskets: LoginMerger = async (tx, { fromUserId, toUserId }) => {
  const guestLines = await tx
    .select({ line: basketItems, article: products.article })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(eq(basketItems.userId, fromUserId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  if (guestLines.length > 0) await lockBasket(tx, toUserId);
  const articles = await liveArticles(tx, toUserId);
  for (const { line, article } of guestLines) {
    const [mine] = await tx
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.userId, toUserId), eq(basketItems.productId, line.productId), eq(basketItems.size, line.size)));
    const live = line.deletedAt === null;
    if (live && !articles.has(article) && articles.size >= basketBounds.maxArticles) continue;
    if (mine) {
      if (!live) continue;
      const stock = await stockOf(tx, line.productId, line.size);
      const sum = (mine.deletedAt ? 0 : mine.quantity) + line.quantity;
      const quantity = Math.max(1, Math.min(sum, basketBounds.maxQuantity, stock > 0 ? stock : sum));
      await tx.update(basketItems).set({ quantity, deletedAt: null, updatedAt: new Date() }).where(eq(basketItems.id, mine.id));
    } else {
      await tx.update(basketItems).set({ userId: toUserId, updatedAt: new Date() }).where(eq(basketItems.id, line.id));
    }
    if (live) articles.add(article);
  }
  await tx.delete(basketItems).where(eq(basketItems.userId, fromUserId));
  await moveChoices(tx, fromUserId, toUserId);
};

async function moveChoices(tx: Db, fromUserId: string, toUserId: string): Promise<void> {
  const codes = await tx.select({ code: basketPromoCodes.code }).from(basketPromoCodes).where(eq(basketPromoCodes.userId, fromUserId));
  if (codes.length > 0) {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(basketPromoCodes)
      .where(eq(basketPromoCodes.userId, toUserId));
    const room = Math.max(0, basketBounds.maxPromoCodes - count);
    const moved = codes.slice(0, room).map(({ code }) => ({ userId: toUserId, code }));
    if (moved.length > 0) await tx.insert(basketPromoCodes).values(moved).onConflictDoNothing();
    await tx.delete(basketPromoCodes).where(eq(basketPromoCodes.userId, fromUserId));
  }
  const [guest] = await tx.select().from(baskets).where(eq(baskets.userId, fromUserId));
  if (!guest) return;
  await lockBasket(tx, toUserId);
  const mine = await settingsOf(tx, toUserId);
  // The account's own choices win; a guest's address id is never carried (addresses belong to users).
  await updateSettings(tx, toUserId, {
    paymentMethod: mine.paymentMethod ?? guest.paymentMethod,
    orderType: mine.orderType ?? guest.orderType,
    storeId: mine.storeId ?? guest.storeId,
    pvzCode: mine.pvzCode ?? guest.pvzCode,
    deliveryServiceId: mine.pvzCode ? mine.deliveryServiceId : guest.deliveryServiceId,
    giftCardNumber: mine.giftCardNumber ?? guest.giftCardNumber,
  });
  await tx.delete(baskets).where(eq(baskets.userId, fromUserId));
}
