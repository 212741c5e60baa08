// Money other than cash an order spends, written in the order's transaction: bonuses and stars as
// negative ledger rows (one per order, so cancelling one order refunds its own share), the gift card
// by a guarded balance decrement, and promo code uses counted against their limits. The figures are
// the basket calculation's; a balance or limit that changed since makes the whole order fail (422).
import { checkoutErrorCodes, orderFieldPointer, orderFields } from '@ornament/api-contract';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { giftCards, loyaltyLedger, orders, priceRules } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import type { AppliedRule } from '../basket/calculate';
import { balancesOf } from '../basket/pricing/loyalty';
import { checkoutServerMessages as messages } from './messages';

export type LoyaltyProgram = 'bonus' | 'stars';

const balanceChanged = (field: 'bonuses' | 'gift-card') =>
  new HttpError(422, checkoutErrorCodes.balanceChanged, messages.balanceChanged, orderFieldPointer(field));

/** Spends `shares[i]` of the program for `orderIds[i]`; the caller holds the user's lock. */
export async function spendLoyalty(db: Db, userId: string, program: LoyaltyProgram, currency: string, orderIds: readonly number[], shares: readonly number[], now: Date): Promise<void> {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total <= 0) return;
  const balances = await balancesOf(db, userId, currency, now);
  if (balances[program] + 0.005 < total) throw balanceChanged(orderFields.bonuses);
  const rows = orderIds.map((orderId, i) => ({ userId, program, currency, amount: -(shares[i] ?? 0), reason: 'spend', orderId, availableAt: now })).filter((row) => row.amount < 0);
  await db.insert(loyaltyLedger).values(rows);
}

export async function spendGiftCard(db: Db, number: string | null, amount: number, currency: string): Promise<void> {
  if (!number || amount <= 0) return;
  const spent = await db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.number, number), eq(giftCards.isActive, true), eq(giftCards.currency, currency), sql`${giftCards.balance} >= ${amount}`))
    .returning({ number: giftCards.number });
  if (spent.length === 0) throw balanceChanged(orderFields.giftCard);
}

/** Orders of this user (not annulled or rejected) that used the code. */
async function usesByUser(db: Db, userId: string, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(distinct ${orders.masterOrderId})::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['C', 'J']), sql`${orders.promotions} @> ${JSON.stringify([{ code }])}::jsonb`));
  return Number(row?.uses ?? 0);
}

/** Counts one use of every applied rule, refusing a code that reached its limit meanwhile. */
export async function countRuleUses(db: Db, userId: string, rules: readonly AppliedRule[]): Promise<void> {
  const ids = [...new Set(rules.map((rule) => rule.ruleId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const limits = await db
    .select({ id: priceRules.id, code: priceRules.code, maxUsesPerUser: priceRules.maxUsesPerUser })
    .from(priceRules)
    .where(inArray(priceRules.id, ids))
    .orderBy(asc(priceRules.id));
  for (const rule of limits) {
    if (rule.code && rule.maxUsesPerUser !== null && (await usesByUser(db, userId, rule.code)) >= rule.maxUsesPerUser) throw promoUsedUp();
    const counted = await db
      .update(priceRules)
      .set({ usedCount: sql`${priceRules.usedCount} + 1` })
      .where(and(eq(priceRules.id, rule.id), or(isNull(priceRules.maxUses), sql`${priceRules.usedCount} < ${priceRules.maxUses}`)))
      .returning({ id: priceRules.id });
    if (counted.length === 0) throw promoUsedUp();
  }
}

function promoUsedUp(): HttpError {
  return new HttpError(422, checkoutErrorCodes.promoUsedUp, messages.promoUsedUp, orderFieldPointer(orderFields.promoCodes));
}
