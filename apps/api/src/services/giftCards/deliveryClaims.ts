// The gift-card delivery's reads and writes. A job claims due purchases in one short transaction
// (FOR UPDATE SKIP LOCKED, then a lease on delivery_due_at), sends outside it, and records the outcome:
// two API replicas never claim the same purchase, and a replica that dies mid-send leaves the purchase
// to be tried again when its lease ends.
import { currencyCodes, giftCardDeliveryRules, giftCardRetryDelayMs } from '@ornament/domain';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { giftCardPurchases as purchases, giftCards } from '../../db/schema';

/** How long a claimed purchase is left to its job before another may take it. */
export const deliveryLeaseMs = 5 * 60_000;

const claimSchema = z.object({
  id: z.number().int(),
  cardNumber: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  note: z.string(),
  nominal: z.number(),
  currency: z.enum(currencyCodes),
  /** Counting the attempt this claim is for. */
  attempts: z.number().int(),
});
export type DeliveryClaim = z.infer<typeof claimSchema>;

/** Due purchases of active (paid) cards, at most `limit`, each now leased to the caller. */
export async function claimDueDeliveries(db: Db, now: Date, limit: number): Promise<DeliveryClaim[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: purchases.id,
        cardNumber: purchases.cardNumber,
        recipientName: purchases.recipientName,
        recipientPhone: purchases.recipientPhone,
        note: purchases.note,
        nominal: giftCards.nominal,
        currency: giftCards.currency,
        attempts: purchases.deliveryAttempts,
      })
      .from(purchases)
      .innerJoin(giftCards, eq(giftCards.number, purchases.cardNumber))
      // A currency the texts cannot show is never claimed, so one bad row cannot stop every run.
      .where(and(lte(purchases.deliveryDueAt, now), isNull(purchases.deliveredAt), eq(giftCards.status, 'active'), inArray(giftCards.currency, [...currencyCodes])))
      .orderBy(asc(purchases.deliveryDueAt))
      .limit(limit)
      .for('update', { of: purchases, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(purchases)
      .set({ deliveryDueAt: new Date(now.getTime() + deliveryLeaseMs), deliveryAttempts: sql`${purchases.deliveryAttempts} + 1` })
      .where(inArray(purchases.id, due.map((row) => row.id)));
    return due.map((row) => claimSchema.parse({ ...row, attempts: row.attempts + 1 }));
  });
}

export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(purchases)
    .set({ deliveredAt: now, deliveryDueAt: null, deliveryError: null })
    .where(and(eq(purchases.id, id), isNull(purchases.deliveredAt)));
}

/** Records the failure and schedules the next attempt, or none after the last one; true when it gave up. */
export async function markFailed(db: Db, claim: DeliveryClaim, error: string, now: Date): Promise<boolean> {
  const givingUp = claim.attempts >= giftCardDeliveryRules.maxAttempts;
  await db
    .update(purchases)
    .set({ deliveryError: error, deliveryDueAt: givingUp ? null : new Date(now.getTime() + giftCardRetryDelayMs(claim.attempts)) })
    .where(and(eq(purchases.id, claim.id), isNull(purchases.deliveredAt)));
  return givingUp;
}
