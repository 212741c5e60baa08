// Reads and writes of the gift-card shop: decors, a pending card with its purchase and payment, the
// activation when the payment is approved, and the lookup.
import { randomUUID } from 'node:crypto';
import type { GiftCardDecor } from '@ornament/api-contract';
import { giftCardRules } from '@ornament/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { giftCardDecors, giftCardPurchases, giftCards, payments } from '../../db/schema';
import type { PaymentProvider } from '../checkout/payments/provider';
import { newCardNumber } from './cardNumber';
import type { ValidPurchase } from './validate';

export async function activeDecors(db: Db): Promise<GiftCardDecor[]> {
  return db
    .select({ code: giftCardDecors.code, name: giftCardDecors.name, image: giftCardDecors.image })
    .from(giftCardDecors)
    .where(eq(giftCardDecors.isActive, true))
    .orderBy(asc(giftCardDecors.sort), asc(giftCardDecors.id));
}

export async function decorOf(db: Db, code: string | null): Promise<GiftCardDecor | null> {
  if (!code) return null;
  const [row] = await db.select({ code: giftCardDecors.code, name: giftCardDecors.name, image: giftCardDecors.image }).from(giftCardDecors).where(eq(giftCardDecors.code, code)).limit(1);
  return row ?? null;
}

export interface StartedPurchase {
  purchaseId: string;
  paymentUrl: string;
}

/**
 * The card is written pending (inactive, so the basket refuses it) with its purchase and a pending
 * sandbox payment in one transaction; approving the payment activates it (activatePaidCards).
 */
export async function startPurchase(
  db: Db,
  input: { purchase: ValidPurchase; userId: string; origin: string; now: Date; paymentProvider: PaymentProvider },
): Promise<StartedPurchase> {
  const { purchase, userId, origin, now, paymentProvider } = input;
  const paymentId = randomUUID();
  const expiresAt = new Date(now);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + giftCardRules.validityYears);
  const masterOrderId = await db.transaction(async (tx) => {
    let number: string | null = null;
    // A clash of 16 random digits is all but impossible; the unique key decides, and we draw again.
    for (let attempt = 0; attempt < 5 && number === null; attempt++) {
      const [row] = await tx
        .insert(giftCards)
        .values({ number: newCardNumber(), currency: 'RUB', nominal: purchase.nominal, balance: purchase.nominal, isActive: false, status: 'pending', decorCode: purchase.decor, expiresAt })
        .onConflictDoNothing()
        .returning({ number: giftCards.number });
      number = row?.number ?? null;
    }
    if (number === null) throw new Error('no free gift card number after 5 draws');
    // The sandbox page and the payments table key a payment by a master order id: a card takes one too.
    const result: unknown = await tx.execute(sql`select nextval('master_order_id_seq'::regclass)::int as value`);
    const master = Number((result as { rows: { value: number }[] }).rows[0]!.value);
    await tx.insert(payments).values({
      id: paymentId,
      masterOrderId: master,
      userId,
      provider: paymentProvider.id,
      amount: purchase.nominal,
      currency: 'RUB',
      returnUrl: `${origin}/gift-card/?purchase=${paymentId}`,
    });
    await tx.insert(giftCardPurchases).values({
      paymentId,
      cardNumber: number,
      buyerUserId: userId,
      recipientName: purchase.recipientName,
      recipientPhone: purchase.recipientPhone,
      recipientEmail: purchase.recipientEmail,
      sendLater: purchase.sendLater,
      sendAt: purchase.sendAt,
      timezoneOffset: purchase.timezoneOffset,
      note: purchase.note,
    });
    return master;
  });
  return { purchaseId: paymentId, paymentUrl: paymentProvider.paymentPageUrl({ paymentId, masterOrderId, amount: purchase.nominal, currency: 'RUB', origin }) };
}

/**
 * Called inside the payment's settle transaction when it is approved: its pending cards become active
 * and their recipients' SMS due at the send time (delivery.ts sends it once the transaction commits).
 */
export async function activatePaidCards(tx: Db, paymentId: string): Promise<void> {
  const bought = tx.select({ number: giftCardPurchases.cardNumber }).from(giftCardPurchases).where(eq(giftCardPurchases.paymentId, paymentId));
  await tx
    .update(giftCards)
    .set({ status: 'active', isActive: true })
    .where(and(inArray(giftCards.number, bought), eq(giftCards.status, 'pending')));
  await tx
    .update(giftCardPurchases)
    .set({ deliveryDueAt: sql`${giftCardPurchases.sendAt}` })
    .where(and(eq(giftCardPurchases.paymentId, paymentId), isNull(giftCardPurchases.deliveredAt), eq(giftCardPurchases.deliveryAttempts, 0)));
}

export async function purchaseOf(db: Db, paymentId: string, userId: string) {
  const [row] = await db
    .select({ status: payments.status, card: giftCards.number, nominal: giftCards.nominal, decorCode: giftCards.decorCode })
    .from(giftCardPurchases)
    .innerJoin(payments, eq(payments.id, giftCardPurchases.paymentId))
    .innerJoin(giftCards, eq(giftCards.number, giftCardPurchases.cardNumber))
    .where(and(eq(giftCardPurchases.paymentId, paymentId), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type CardRow = typeof giftCards.$inferSelect;

/** A card by the number as typed or without its spaces and dashes; a card still awaiting payment is not shown. */
export async function cardForLookup(db: Db, typed: string, normalized: string): Promise<CardRow | null> {
  const [row] = await db.select().from(giftCards).where(inArray(giftCards.number, [...new Set([typed, normalized])])).limit(1);
  return row && row.status !== 'pending' ? row : null;
}
