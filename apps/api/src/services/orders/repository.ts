// Orders of one owner. Every query filters by the session user's id, so another shopper's order id
// reads as absent (404) and nothing of it leaves the database.
import { type OrderStatusGroup, finalOrderStatusCodes } from '@ornament/domain';
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orderItems, orders, returnItems, returns, stores } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface ItemPreview {
  orderId: number;
  article: string;
  urlCode: string;
  name: string;
  quantity: number;
}

function groupCondition(group: OrderStatusGroup) {
  const finals = [...finalOrderStatusCodes];
  return group === 'completed' ? inArray(orders.status, finals) : notInArray(orders.status, finals);
}

export async function ordersPage(db: Db, userId: string, group: OrderStatusGroup, page: number, perPage: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.userId, userId), groupCondition(group));
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The orders of one checkout, for their owner or the operator who placed them. */
export async function ordersOfMaster(db: Db, userId: string, masterOrderId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(or(eq(orders.userId, userId), eq(orders.placedBy, userId)), eq(orders.masterOrderId, masterOrderId)))
    .orderBy(asc(orders.id));
}

export async function previewsOf(db: Db, orderIds: readonly number[]): Promise<ItemPreview[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderItems.orderId, article: orderItems.article, urlCode: orderItems.urlCode, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

export type OrderKey = { id: number } | { number: string };

/** The owner's order, locked for the rest of the transaction when `forUpdate`. */
export async function findOrder(db: Db, userId: string, key: OrderKey, forUpdate = false): Promise<OrderRow | null> {
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.number, key.number);
  const query = db.select().from(orders).where(and(eq(orders.userId, userId), match)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function itemsOf(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Quantities already in returns that were not cancelled, by order item. */
export async function returnedQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, quantity: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'cancelled')))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
}

export async function latestReturnOf(db: Db, orderId: number): Promise<{ id: number; number: string } | null> {
  const [row] = await db
    .select({ id: returns.id, number: returns.number })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'cancelled')))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(1);
  return row ?? null;
}

export async function storeOf(db: Db, storeId: number | null): Promise<{ id: number; name: string; address: string } | null> {
  if (storeId === null) return null;
  const [row] = await db.select({ id: stores.id, name: stores.name, address: stores.address }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ?? null;
}

export async function updateOrder(db: Db, id: number, values: Partial<Omit<OrderRow, 'id'>>): Promise<void> {
  await db.update(orders).set({ ...values, updatedAt: new Date() }).where(eq(orders.id, id));
}
