// A payment's outcome (from any provider): approved → the master order's orders are paid and
// confirmed (N → A); declined → they stay unpaid, which the account shows as 'not paid' with the
// change-payment action. Deciding twice changes nothing. An approval that arrives after orders it
// pays were closed (annulled or rejected while the shopper was on the payment page) takes their money
// all the same, so it is queued back through the acquirer at once.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PaymentDecision } from '@ornament/api-contract';
import { finalOrderStatusCodes } from '@ornament/domain';
import type { Db } from '../../../db';
import { orders, payments } from '../../../db/schema';
import { activatePaidCards } from '../../giftCards/repository';
import { queueOrderRefund } from './refunds';

/** Stored statuses of an order closed without being handed over: annulled, rejected. */
const closedUnsold = ['C', 'J'];

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The user's payment, locked when `forUpdate`; another user's payment reads as absent. A null user is
 * the acquirer's verified notification, which has no session.
 */
export async function paymentOf(db: Db, paymentId: string, userId: string | null, forUpdate = false): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), userId === null ? undefined : eq(payments.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Applies the decision once; returns the payment as it is afterwards (null when not the user's). */
export async function settlePayment(db: Db, paymentId: string, userId: string | null, decision: PaymentDecision): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, paymentId, userId, true);
    if (!payment || payment.status !== 'pending') return payment;
    const now = new Date();
    const status = decision === 'approve' ? 'approved' : 'declined';
    await tx.update(payments).set({ status, decidedAt: now }).where(eq(payments.id, payment.id));
    if (decision === 'approve') {
      const open = and(eq(orders.masterOrderId, payment.masterOrderId), eq(orders.userId, payment.userId), notInArray(orders.status, [...finalOrderStatusCodes]));
      await tx.update(orders).set({ paid: true, updatedAt: now }).where(open);
      await tx.update(orders).set({ status: 'A', updatedAt: now }).where(and(open, eq(orders.status, 'N')));
      const closed = and(eq(orders.masterOrderId, payment.masterOrderId), eq(orders.userId, payment.userId), inArray(orders.status, closedUnsold), eq(orders.paid, false));
      for (const order of await tx.update(orders).set({ paid: true, updatedAt: now }).where(closed).returning()) await queueOrderRefund(tx, order);
      // Issue 8: a gift card bought on /gift-card/ is paid through the same page and becomes usable now.
      await activatePaidCards(tx, payment.id);
    }
    return { ...payment, status, decidedAt: now };
  });
}
