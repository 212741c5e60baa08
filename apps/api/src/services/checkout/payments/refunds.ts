// Money back through the acquirer. Closing an order that was paid online (annulled by the shopper,
// annulled or rejected by the operator) queues a refund of its money part in the same transaction
// (queueOrderRefund); the refund job sends the queue afterwards (sendPendingRefunds), so no provider
// call ever runs inside a database transaction and a crash between the two is picked up by the next
// run. The refund's id is the provider's Idempotence-Key: a retry, or two replicas sending the same
// row, never refunds twice. Bonuses, stars and the gift card's part go back in closeOrder itself.
// A refunded return queues its money part the same way (services/returns/refund.ts); together, an
// order's closing and its returns never give back more money than the order paid.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { type orders, paymentRefunds, payments, returns } from '../../../db/schema';
import type { PaymentProvider } from './provider';

type OrderRow = typeof orders.$inferSelect;

/** The approved payment that paid the order online, or null (unpaid, paid in cash or on delivery, or seeded history). */
export async function onlinePaymentOf(db: Db, order: OrderRow): Promise<{ id: string } | null> {
  if (!order.paid) return null;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.masterOrderId, order.masterOrderId), eq(payments.userId, order.userId), eq(payments.status, 'approved')))
    .limit(1);
  return payment ?? null;
}

/**
 * Money of the order already given back or on its way: its closing's refund (unless the provider
 * refused it) and its refunded returns' money parts. Call it holding the order's row lock.
 */
export async function moneyGivenBack(db: Db, orderId: number): Promise<number> {
  const [closing] = await db
    .select({ sum: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), isNull(paymentRefunds.returnId), ne(paymentRefunds.status, 'canceled')));
  const [returned] = await db
    .select({ sum: sql<number>`coalesce(sum(${returns.refundMoney}), 0)`.mapWith(Number) })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), eq(returns.status, 'refunded')));
  return (closing?.sum ?? 0) + (returned?.sum ?? 0);
}

/** What is left of the order's total to give back as money: never below 0, in kopecks. */
export async function moneyLeftToGiveBack(db: Db, order: OrderRow): Promise<number> {
  return Math.max(0, Math.round((order.total - (await moneyGivenBack(db, order.id))) * 100) / 100);
}

/** Queues the order's money for refund when an approved payment paid it; returns the amount queued (0 otherwise, or when already queued). */
export async function queueOrderRefund(db: Db, order: OrderRow): Promise<number> {
  if (order.total <= 0) return 0;
  const payment = await onlinePaymentOf(db, order);
  if (!payment) return 0;
  // What its returns already gave back is not given twice (an order closed after a return).
  const amount = await moneyLeftToGiveBack(db, order);
  if (amount <= 0) return 0;
  const queued = await db
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, orderId: order.id, amount, currency: order.currency })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return queued.length > 0 ? amount : 0;
}

export interface RefundRunResult {
  succeeded: number;
  pending: number;
  canceled: number;
  failed: number;
}

/** Sends the queue's refunds of `provider`'s payments, oldest first, up to `batch` of them. */
export async function sendPendingRefunds(db: Db, provider: PaymentProvider, options: { signal?: AbortSignal; batch?: number } = {}): Promise<RefundRunResult> {
  const result: RefundRunResult = { succeeded: 0, pending: 0, canceled: 0, failed: 0 };
  const queue = await db
    .select({ refund: paymentRefunds, externalPaymentId: payments.externalId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, 'pending'), eq(payments.provider, provider.id)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(options.batch ?? 20);
  for (const { refund, externalPaymentId } of queue) {
    if (options.signal?.aborted) break;
    await db.update(paymentRefunds).set({ attempts: sql`${paymentRefunds.attempts} + 1` }).where(eq(paymentRefunds.id, refund.id));
    try {
      const outcome = await provider.refund({ refundId: refund.id, externalPaymentId, amount: refund.amount, currency: refund.currency });
      const done = outcome.status === 'pending' ? null : new Date();
      await db
        .update(paymentRefunds)
        .set({ status: outcome.status, externalId: outcome.externalId, doneAt: done, lastError: null })
        .where(eq(paymentRefunds.id, refund.id));
      result[outcome.status] += 1;
    } catch (error) {
      await db
        .update(paymentRefunds)
        .set({ lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
        .where(eq(paymentRefunds.id, refund.id));
      result.failed += 1;
    }
  }
  return result;
}
