// Stock moves of checkout and of cancellation, inside the caller's transaction. Lock order, the
// same everywhere, so two transactions never wait on each other in a circle: the products (sorted by
// id; a stock change updates the product's stock total through a trigger), then the stock rows
// (sorted by product, size, shop). Every decrement is also guarded (`quantity >= n`), and the table's
// check keeps stock from ever going below zero.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, stock, stockReservations } from '../../db/schema';
import type { StockRow } from './allocate';

/** Locks the products' rows in id order (FOR NO KEY UPDATE: order lines may still reference them). */
export async function lockProducts(db: Db, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
}

/** The stock rows of these products (in one shop when `onlyStoreId`), locked in a fixed order. */
export async function lockStock(db: Db, productIds: readonly number[], onlyStoreId: number | null): Promise<StockRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: stock.id, productId: stock.productId, size: stock.size, storeId: stock.storeId, quantity: stock.quantity })
    .from(stock)
    .where(and(inArray(stock.productId, [...new Set(productIds)]), onlyStoreId === null ? undefined : eq(stock.storeId, onlyStoreId)))
    .orderBy(asc(stock.productId), asc(stock.size), asc(stock.storeId))
    .for('update');
}

/** Takes `quantity` from one stock row; false when the row has less (nothing changes then). */
export async function takeStock(db: Db, stockId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .update(stock)
    .set({ quantity: sql`${stock.quantity} - ${quantity}` })
    .where(and(eq(stock.id, stockId), sql`${stock.quantity} >= ${quantity}`))
    .returning({ id: stock.id });
  return taken.length === 1;
}

/**
 * Returns the live reservations of these order items to their shops' stock and marks them released,
 * once: a reservation already released is skipped, so a repeated cancel gives nothing back twice.
 * Returns the units given back.
 */
export async function releaseReservations(db: Db, orderItemIds: readonly number[]): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const live = await db
    .select({ id: stockReservations.id, productId: stockReservations.productId, size: stockReservations.size, storeId: stockReservations.storeId, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(and(inArray(stockReservations.orderItemId, [...orderItemIds]), isNull(stockReservations.releasedAt)))
    .orderBy(asc(stockReservations.productId), asc(stockReservations.size), asc(stockReservations.storeId))
    .for('update');
  if (live.length === 0) return 0;
  await lockProducts(db, live.map((row) => row.productId));
  for (const row of live) {
    const updated = await db
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + ${row.quantity}` })
      .where(and(eq(stock.productId, row.productId), eq(stock.size, row.size), eq(stock.storeId, row.storeId)))
      .returning({ id: stock.id });
    if (updated.length === 0) await db.insert(stock).values({ productId: row.productId, size: row.size, storeId: row.storeId, quantity: row.quantity });
  }
  await db
    .update(stockReservations)
    .set({ releasedAt: new Date() })
    .where(inArray(stockReservations.id, live.map((row) => row.id)));
  return live.reduce((sum, row) => sum + row.quantity, 0);
}
