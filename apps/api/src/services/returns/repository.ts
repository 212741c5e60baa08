// Returns of one owner; every query filters by the session user's id.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orderItems, orders, payments, returnItems, returns } from '../../db/schema';

/** `paidOnline`: an approved payment paid the order (its money comes back to the card; payments/refunds.ts onlinePaymentOf). */
export type ReturnRow = typeof returns.$inferSelect & { orderNumber: string; paidOnline: boolean };

export interface ReturnItemRow {
  returnId: number;
  orderItemId: number;
  quantity: number;
  article: string;
  urlCode: string;
  name: string;
  size: string;
  price: number;
}

const returnColumns = {
  id: returns.id,
  number: returns.number,
  userId: returns.userId,
  orderId: returns.orderId,
  status: returns.status,
  trackNumber: returns.trackNumber,
  reason: returns.reason,
  comment: returns.comment,
  refundDetails: returns.refundDetails,
  refundAmount: returns.refundAmount,
  refundBonuses: returns.refundBonuses,
  refundStars: returns.refundStars,
  refundGiftCard: returns.refundGiftCard,
  refundMethod: returns.refundMethod,
  refundMoney: returns.refundMoney,
  refundPaidAt: returns.refundPaidAt,
  refundReference: returns.refundReference,
  currency: returns.currency,
  createdAt: returns.createdAt,
  updatedAt: returns.updatedAt,
  orderNumber: orders.number,
  paidOnline: sql<boolean>`(${orders.paid} and exists (select 1 from ${payments} where ${payments.masterOrderId} = ${orders.masterOrderId} and ${payments.userId} = ${orders.userId} and ${payments.status} = 'approved'))`.mapWith(Boolean),
};

export async function returnsPage(db: Db, userId: string, page: number, perPage: number): Promise<{ rows: ReturnRow[]; total: number }> {
  const where = eq(returns.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db.select(returnColumns).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type ReturnKey = { id: number } | { number: string };

export async function findReturn(db: Db, userId: string, key: ReturnKey, forUpdate = false): Promise<ReturnRow | null> {
  const match = 'id' in key ? eq(returns.id, key.id) : eq(returns.number, key.number);
  const query = db.select(returnColumns).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(and(eq(returns.userId, userId), match)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: returns }) : await query;
  return row ?? null;
}

export async function itemsOfReturns(db: Db, returnIds: readonly number[]): Promise<ReturnItemRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnItems.returnId,
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      article: orderItems.article,
      urlCode: orderItems.urlCode,
      name: orderItems.name,
      size: orderItems.size,
      price: orderItems.price,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, [...returnIds]))
    .orderBy(asc(returnItems.orderItemId));
}

export async function countReturnsOfOrder(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returns).where(eq(returns.orderId, orderId));
  return row?.n ?? 0;
}
