// Changes to basket lines, each inside the caller's transaction after lockBasket, so two concurrent
// adds cannot both pass the 5-article check. Ids name lines of this user only: any other id is 404.
import { basketBounds } from '@ornament/api-contract';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { basketItems, products } from '../../../db/schema';
import { basketLimitError, itemNotFound } from '../errors';
import type { Offer } from './offer';

export type ItemRow = typeof basketItems.$inferSelect;

/** Distinct articles among the user's live (not deleted) lines. */
export async function liveArticles(tx: Db, userId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ article: products.article })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(and(eq(basketItems.userId, userId), isNull(basketItems.deletedAt)));
  return new Set(rows.map((row) => row.article));
}

async function assertRoomFor(tx: Db, userId: string, articles: readonly string[]): Promise<void> {
  const live = await liveArticles(tx, userId);
  for (const article of articles) live.add(article);
  if (live.size > basketBounds.maxArticles) throw basketLimitError();
}

/** Lines of this user with exactly these ids, or 404 when any id is not theirs. */
export async function ownLines(tx: Db, userId: string, ids: readonly number[], pointer = '/ids'): Promise<ItemRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(basketItems).where(and(eq(basketItems.userId, userId), inArray(basketItems.id, unique)));
  if (rows.length !== unique.length) throw itemNotFound(pointer);
  return rows;
}

function capped(quantity: number, stock: number): number {
  return Math.max(basketBounds.minQuantity, Math.min(quantity, stock, basketBounds.maxQuantity));
}

/** Adds units of an offer: to its line (restored from the deleted list if there), or a new line. */
export async function addLine(tx: Db, userId: string, offer: Offer, quantity: number): Promise<number> {
  const [existing] = await tx
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.userId, userId), eq(basketItems.productId, offer.productId), eq(basketItems.size, offer.size)));
  if (!existing || existing.deletedAt) await assertRoomFor(tx, userId, [offer.article]);
  if (existing) {
    const base = existing.deletedAt ? 0 : existing.quantity;
    await tx
      .update(basketItems)
      .set({ quantity: capped(base + quantity, offer.stock), deletedAt: null, isSelected: true, updatedAt: new Date() })
      .where(eq(basketItems.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(basketItems)
    .values({ userId, productId: offer.productId, size: offer.size, quantity: capped(quantity, offer.stock) })
    .returning({ id: basketItems.id });
  return row!.id;
}

/** A new quantity (capped at the stock) for a live line. */
export async function setQuantity(tx: Db, line: ItemRow, quantity: number, stock: number): Promise<void> {
  await tx
    .update(basketItems)
    .set({ quantity: stock > 0 ? capped(quantity, stock) : quantity, updatedAt: new Date() })
    .where(eq(basketItems.id, line.id));
}

/** Moves a line to another size of its article, adding into a line of that size when there is one. */
export async function changeSize(tx: Db, line: ItemRow, offer: Offer, quantity: number): Promise<void> {
  if (offer.size === line.size) return setQuantity(tx, line, quantity, offer.stock);
  const [other] = await tx
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.userId, line.userId), eq(basketItems.productId, line.productId), eq(basketItems.size, offer.size), ne(basketItems.id, line.id)));
  if (other) {
    const base = other.deletedAt ? 0 : other.quantity;
    await tx.update(basketItems).set({ quantity: capped(base + quantity, offer.stock), deletedAt: null, updatedAt: new Date() }).where(eq(basketItems.id, other.id));
    await tx.delete(basketItems).where(eq(basketItems.id, line.id));
    return;
  }
  await tx.update(basketItems).set({ size: offer.size, quantity: capped(quantity, offer.stock), seenQuantity: null, updatedAt: new Date() }).where(eq(basketItems.id, line.id));
}

export async function selectLines(tx: Db, userId: string, ids: readonly number[], isSelected: boolean): Promise<void> {
  await ownLines(tx, userId, ids);
  await tx.update(basketItems).set({ isSelected, updatedAt: new Date() }).where(and(eq(basketItems.userId, userId), inArray(basketItems.id, [...ids])));
}

export async function deleteLines(tx: Db, userId: string, ids: readonly number[]): Promise<void> {
  await ownLines(tx, userId, ids);
  await tx
    .update(basketItems)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(basketItems.userId, userId), inArray(basketItems.id, [...ids]), isNull(basketItems.deletedAt)));
}

/** Brings deleted lines back; 422 basket_limit (nothing restored) when they would pass 5 articles. */
export async function restoreLines(tx: Db, userId: string, ids: readonly number[]): Promise<void> {
  await ownLines(tx, userId, ids);
  const restored = await tx
    .select({ article: products.article })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(and(eq(basketItems.userId, userId), inArray(basketItems.id, [...ids]), isNotNull(basketItems.deletedAt)));
  await assertRoomFor(tx, userId, restored.map((row) => row.article));
  await tx
    .update(basketItems)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(basketItems.userId, userId), inArray(basketItems.id, [...ids])));
}

/** Stores the quantities the shopper was shown (what 'Состав вашего заказа изменился' compares with). */
export async function markSeen(db: Db, userId: string, shown: readonly { basketItemId: number; quantity: number }[]): Promise<void> {
  if (shown.length === 0) return;
  const cases = sql.join(shown.map((line) => sql`when ${line.basketItemId}::int then ${line.quantity}::int`), sql` `);
  await db
    .update(basketItems)
    .set({ seenQuantity: sql`case ${basketItems.id} ${cases} end` })
    .where(and(eq(basketItems.userId, userId), inArray(basketItems.id, shown.map((line) => line.basketItemId))));
}
