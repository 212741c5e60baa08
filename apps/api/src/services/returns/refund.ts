// Issue 19 §2, finding 12: a refunded return gives back what its items took, where it came from. Runs
// once per return (the move to 'refunded' is final and made under the return's and the order's row
// locks): the bonuses and stars to whoever spent them on the order, in the currency they were spent
// in; the gift card's part to the card's balance; the money to the card an order paid online was
// paid with (a refund row the refund job sends through the acquirer, keyed by the row's id) or, for
// an order paid in cash or on delivery, by transfer to the account the shopper gave (recorded on the
// return, no acquirer call). Across its returns and its closing an order never gets back more money
// than it paid (payments/refunds.ts moneyLeftToGiveBack).
import { type ReturnRefundMethod, returnRefundMethodOf } from '@ornament/domain';
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { giftCards, loyaltyLedger, type orders, paymentRefunds, type returns } from '../../db/schema';
import { moneyLeftToGiveBack, onlinePaymentOf } from '../checkout/payments/refunds';

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

export interface ReturnRefund {
  method: ReturnRefundMethod;
  /** What goes back as money (the return's money part, capped by what the order has left). */
  money: number;
  bonuses: number;
  stars: number;
  giftCard: number;
  /** A refund row was queued for the acquirer: the caller kicks the refund job after committing. */
  queued: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Gives `amount` points of `program` back to the order's spenders, never more than each spent less what they got back. */
async function givePointsBack(db: Db, program: 'bonus' | 'stars', amount: number, order: OrderRow, ret: ReturnRow, now: Date): Promise<number> {
  if (amount <= 0) return 0;
  const rows = await db
    .select({
      reason: loyaltyLedger.reason,
      userId: loyaltyLedger.userId,
      currency: loyaltyLedger.currency,
      amount: sql<number>`sum(${loyaltyLedger.amount})`.mapWith(Number),
      first: min(loyaltyLedger.id),
    })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.program, program), inArray(loyaltyLedger.reason, ['spend', 'refund'])))
    .groupBy(loyaltyLedger.reason, loyaltyLedger.userId, loyaltyLedger.currency)
    .orderBy(asc(min(loyaltyLedger.id)));
  const backTo = (userId: string, currency: string) => rows.find((row) => row.reason === 'refund' && row.userId === userId && row.currency === currency)?.amount ?? 0;
  const spends = rows.filter((row) => row.reason === 'spend');
  // An order without spend rows (the seeded history) spent its owner's points in its currency.
  const holders =
    spends.length > 0
      ? spends.map((spend) => ({ userId: spend.userId, currency: spend.currency, spent: -spend.amount }))
      : [{ userId: order.userId, currency: order.currency, spent: program === 'bonus' ? order.bonusesSpent : order.starsSpent }];
  let given = 0;
  for (const holder of holders) {
    const share = round2(Math.min(amount - given, holder.spent - backTo(holder.userId, holder.currency)));
    if (share <= 0) continue;
    await db.insert(loyaltyLedger).values({
      userId: holder.userId,
      program,
      currency: holder.currency,
      amount: share,
      reason: 'refund',
      orderId: order.id,
      availableAt: now,
      comment: `Возврат ${ret.number}`,
    });
    given = round2(given + share);
    if (given >= amount) break;
  }
  return given;
}

export async function refundReturn(db: Db, ret: ReturnRow, order: OrderRow, now: Date): Promise<ReturnRefund> {
  const bonuses = await givePointsBack(db, 'bonus', ret.refundBonuses, order, ret, now);
  const stars = await givePointsBack(db, 'stars', ret.refundStars, order, ret, now);
  let giftCard = 0;
  if (ret.refundGiftCard > 0 && order.giftCardNumber) {
    const back = await db
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${ret.refundGiftCard}` })
      .where(eq(giftCards.number, order.giftCardNumber))
      .returning({ number: giftCards.number });
    if (back.length > 0) giftCard = ret.refundGiftCard;
  }
  const payment = ret.refundAmount > 0 ? await onlinePaymentOf(db, order) : null;
  const method = returnRefundMethodOf(ret.refundAmount, payment !== null);
  const money = method === 'points' ? 0 : Math.min(ret.refundAmount, await moneyLeftToGiveBack(db, order));
  let queued = false;
  if (payment && money > 0) {
    const rows = await db
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, orderId: order.id, returnId: ret.id, amount: money, currency: order.currency })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    queued = rows.length > 0;
  }
  return { method, money, bonuses, stars, giftCard, queued };
}
