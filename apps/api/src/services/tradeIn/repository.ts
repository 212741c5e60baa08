// The shopper's trade-in lists: old jewelry and the products picked to buy. Writes lock the owner's
// user row, so two tabs adding at once cannot pass the limits together.
import type { TradeInJewelry, TradeInProduct } from '@ornament/api-contract';
import { productImagePath } from '@ornament/api-contract/http';
import type { TradeInInsert, TradeInJewelryType, TradeInMetal } from '@ornament/domain';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, tradeInJewelries, tradeInProducts, users } from '../../db/schema';
import type { TradeInCurrency } from './settings';

export async function lockOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function jewelriesOf(db: Db, userId: string): Promise<TradeInJewelry[]> {
  return db
    .select({
      id: tradeInJewelries.id,
      type: tradeInJewelries.type,
      metal: tradeInJewelries.metal,
      fineness: tradeInJewelries.fineness,
      weight: tradeInJewelries.weight,
      inserts: tradeInJewelries.inserts,
    })
    .from(tradeInJewelries)
    .where(eq(tradeInJewelries.userId, userId))
    .orderBy(asc(tradeInJewelries.id));
}

export async function jewelryCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradeInJewelries).where(eq(tradeInJewelries.userId, userId));
  return row?.n ?? 0;
}

export interface NewJewelry {
  type: TradeInJewelryType;
  metal: TradeInMetal;
  fineness: number;
  weight: number;
  inserts: TradeInInsert;
}

export async function insertJewelries(db: Db, userId: string, items: readonly NewJewelry[]): Promise<void> {
  await db.insert(tradeInJewelries).values(items.map((item) => ({ ...item, userId })));
}

export async function deleteJewelries(db: Db, userId: string, ids: readonly number[]): Promise<number> {
  const deleted = await db
    .delete(tradeInJewelries)
    .where(and(eq(tradeInJewelries.userId, userId), inArray(tradeInJewelries.id, [...ids])))
    .returning({ id: tradeInJewelries.id });
  return deleted.length;
}

/** The product of an article; with a currency, only when it is sold in it (has a price). */
export async function productIdByArticle(db: Db, article: string, soldIn?: TradeInCurrency): Promise<number | null> {
  const price = soldIn === 'KZT' ? products.priceKzt : products.priceRub;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.article, article), soldIn ? isNotNull(price) : undefined))
    .limit(1);
  return row?.id ?? null;
}

export async function productCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradeInProducts).where(eq(tradeInProducts.userId, userId));
  return row?.n ?? 0;
}

/** False when the product was already in the list (the unique index answered). */
export async function addProduct(db: Db, userId: string, productId: number): Promise<boolean> {
  const inserted = await db.insert(tradeInProducts).values({ userId, productId }).onConflictDoNothing().returning({ id: tradeInProducts.id });
  return inserted.length > 0;
}

export async function deleteProduct(db: Db, userId: string, productId: number): Promise<void> {
  await db.delete(tradeInProducts).where(and(eq(tradeInProducts.userId, userId), eq(tradeInProducts.productId, productId)));
}

export async function productsOf(db: Db, userId: string, currency: TradeInCurrency): Promise<TradeInProduct[]> {
  const price = currency === 'KZT' ? products.priceKzt : products.priceRub;
  const rows = await db
    .select({ article: products.article, name: products.name, urlCode: products.urlCode, price })
    .from(tradeInProducts)
    .innerJoin(products, eq(products.id, tradeInProducts.productId))
    .where(eq(tradeInProducts.userId, userId))
    .orderBy(asc(tradeInProducts.id));
  return rows.map((row) => ({
    article: row.article,
    name: row.name,
    url_code: row.urlCode,
    price: row.price,
    picture: productImagePath(row.urlCode, 'white', 1),
    link: `/product/${row.article}/`,
  }));
}

/** At login the guest's lists follow the shopper; a product already in the account's list stays once. */
export async function mergeTradeIn(tx: Db, fromUserId: string, toUserId: string): Promise<void> {
  await tx.update(tradeInJewelries).set({ userId: toUserId }).where(eq(tradeInJewelries.userId, fromUserId));
  const guestProducts = await tx.select({ productId: tradeInProducts.productId }).from(tradeInProducts).where(eq(tradeInProducts.userId, fromUserId));
  if (guestProducts.length > 0) {
    await tx
      .insert(tradeInProducts)
      .values(guestProducts.map((row) => ({ userId: toUserId, productId: row.productId })))
      .onConflictDoNothing();
  }
  await tx.delete(tradeInProducts).where(eq(tradeInProducts.userId, fromUserId));
}
