// An order's status moves after checkout (the operator's order:advance, the account's cancel):
// annulling (C) or rejecting (J) gives the reserved units back to their shops' stock and refunds the
// bonuses, stars and gift-card money the order spent, and queues the money paid online back to the
// acquirer; completing (F, B) accrues bonuses of 10% of the bought items without the bonuses applied
// (domain bonusAccrual), spendable after the return window.
// Every step happens once: released reservations, refunds and accruals are recorded and not repeated.
import { bonusAccrual, finalOrderStatusCodes, isFinalStatus, paymentMethodOf, returnWindowDays } from '@ornament/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { giftCards, loyaltyLedger, orderItems, orders } from '../../db/schema';
import { sendOrderStatusMessage } from '../messaging/orderStatusMessage';
import { completeTask } from '../loyalty/completeTask';
import { queueOrderRefund } from './payments/refunds';
import { releaseReservations } from './stock';

export const storedStatusCodes = ['N', 'A', 'T', 'S', 'R', ...finalOrderStatusCodes] as const;
export type StoredStatusCode = (typeof storedStatusCodes)[number];

export function isStoredStatusCode(value: string): value is StoredStatusCode {
  return (storedStatusCodes as readonly string[]).includes(value);
}

type OrderRow = typeof orders.$inferSelect;

export interface StatusChange {
  orderId: number;
  number: string;
  from: string;
  to: StoredStatusCode;
  /** Units given back to stock. */
  released: number;
  /** Bonuses and stars given back, money back on the gift card, and money queued back to the acquirer. */
  refunded: { bonus: number; stars: number; giftCard: number; money: number };
  /** Bonuses accrued on completion. */
  accrued: number;
}

/** Releases the order's stock and refunds what it spent; safe to call twice. */
export async function closeOrder(db: Db, order: OrderRow, now: Date): Promise<Pick<StatusChange, 'released' | 'refunded'>> {
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const released = await releaseReservations(db, items.map((item) => item.id));
  // Points go back to whoever spent them, in the currency they were spent in: an operator's order
  // spends the operator's points, not the customer's (issue 19 findings 4 and 13).
  const ledger = await db
    .select({
      program: loyaltyLedger.program,
      reason: loyaltyLedger.reason,
      userId: loyaltyLedger.userId,
      currency: loyaltyLedger.currency,
      amount: sql<number>`sum(${loyaltyLedger.amount})`.mapWith(Number),
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.orderId, order.id))
    .groupBy(loyaltyLedger.program, loyaltyLedger.reason, loyaltyLedger.userId, loyaltyLedger.currency);
  const refunded = { bonus: 0, stars: 0, giftCard: 0, money: 0 };
  for (const spend of ledger.filter((row) => row.reason === 'spend' && (row.program === 'bonus' || row.program === 'stars'))) {
    const sameHolder = (row: (typeof ledger)[number]) => row.program === spend.program && row.userId === spend.userId && row.currency === spend.currency;
    const alreadyBack = ledger.find((row) => row.reason === 'refund' && sameHolder(row))?.amount ?? 0;
    const due = Math.round((-spend.amount - alreadyBack) * 100) / 100;
    if (due <= 0) continue;
    await db
      .insert(loyaltyLedger)
      .values({ userId: spend.userId, program: spend.program, currency: spend.currency, amount: due, reason: 'refund', orderId: order.id, availableAt: now, comment: `Заказ ${order.number}` });
    refunded[spend.program === 'bonus' ? 'bonus' : 'stars'] += due;
  }
  if (order.giftCardNumber && order.giftCardSpent > 0 && !isFinalStatus(order.status)) {
    await db.update(giftCards).set({ balance: sql`${giftCards.balance} + ${order.giftCardSpent}` }).where(eq(giftCards.number, order.giftCardNumber));
    refunded.giftCard = order.giftCardSpent;
  }
  // Issue 19: what the shopper paid online goes back through the acquirer (sent by the refund job).
  refunded.money = await queueOrderRefund(db, order);
  return { released, refunded };
}

/** Accrues the completion bonuses once (an order has at most one accrual row). */
export async function accrueBonuses(db: Db, order: OrderRow, now: Date): Promise<number> {
  const [existing] = await db.select({ id: loyaltyLedger.id }).from(loyaltyLedger).where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.reason, 'accrual'))).limit(1);
  if (existing) return 0;
  const amount = bonusAccrual(order.itemsCost, order.bonusesSpent);
  if (amount <= 0) return 0;
  const availableAt = new Date(now.getTime() + returnWindowDays * 24 * 60 * 60 * 1000);
  await db.insert(loyaltyLedger).values({ userId: order.userId, program: 'bonus', currency: order.currency, amount, reason: 'accrual', orderId: order.id, availableAt, comment: `Заказ ${order.number}` });
  return amount;
}

export type AdvanceResult = { ok: true; change: StatusChange } | { ok: false; reason: 'not_found' | 'final' };

/** Moves an order (by number) to a stored status code, with its stock and ledger consequences. */
export async function advanceOrder(db: Db, number: string, to: StoredStatusCode, now = new Date()): Promise<AdvanceResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).limit(1).for('update');
    if (!order) return { ok: false, reason: 'not_found' };
    if (isFinalStatus(order.status)) return { ok: false, reason: 'final' };
    const change: StatusChange = { orderId: order.id, number, from: order.status, to, released: 0, refunded: { bonus: 0, stars: 0, giftCard: 0, money: 0 }, accrued: 0 };
    if (to === 'C' || to === 'J') Object.assign(change, await closeOrder(tx, order, now));
    const completes = to === 'F' || to === 'B';
    if (completes) change.accrued = await accrueBonuses(tx, order, now);
    // Issue 7: the first bought-out order completes the FirstOrder task (creation could still be annulled).
    if (completes) await completeTask(tx, order.userId, 'FirstOrder', `order:${number}`, now);
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'C' || to === 'J' ? { cancelInProgress: false } : {}),
        // Paying on delivery means paid once handed over.
        ...(completes ? { completedAt: now, ...(paymentMethodOf(order.paymentMethod)?.onDelivery ? { paid: true } : {}) } : {}),
      })
      .where(eq(orders.id, order.id));
    await sendOrderStatusMessage(tx, { userId: order.userId, orderId: order.id, number, to, accrued: change.accrued });
    return { ok: true, change };
  });
}
