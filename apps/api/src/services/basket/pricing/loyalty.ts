// Bonus and stars-points balances from the ledger (rows already available), and what a basket may
// spend: bonuses up to bonusPaymentCapPercent of the items cost (domain maxBonusPayment), stars up
// to what remains of the items cost after bonuses, one point = one unit of the currency.
import { bonusAccrual, maxBonusPayment } from '@ornament/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { loyaltyLedger } from '../../../db/schema';

export interface Balances {
  bonus: number;
  stars: number;
}

/** What the shopper may spend now in `currency`: points are spent only in the currency they were earned in. */
export async function balancesOf(db: Db, userId: string, currency: string, now: Date): Promise<Balances> {
  const rows = await db
    .select({ program: loyaltyLedger.program, sum: sql<number>`coalesce(sum(${loyaltyLedger.amount}), 0)`.mapWith(Number) })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.currency, currency), lte(loyaltyLedger.availableAt, now)))
    .groupBy(loyaltyLedger.program);
  const of = (program: string) => Math.max(0, rows.find((row) => row.program === program)?.sum ?? 0);
  return { bonus: of('bonus'), stars: of('stars') };
}

export interface LoyaltySpend {
  bonusMax: number;
  bonusSpent: number;
  bonusAccrual: number;
  starsMax: number;
  starsSpent: number;
}

/** `itemsCost` is after every discount, in whole currency units as the ledger counts them. */
export function loyaltySpend(itemsCost: number, balances: Balances, useBonuses: boolean, useStars: boolean): LoyaltySpend {
  const bonusMax = maxBonusPayment(itemsCost, balances.bonus);
  const bonusSpent = useBonuses ? bonusMax : 0;
  const starsMax = Math.max(0, Math.min(Math.floor(balances.stars), Math.floor(itemsCost - bonusSpent)));
  const starsSpent = useStars ? starsMax : 0;
  return { bonusMax, bonusSpent, bonusAccrual: bonusAccrual(itemsCost, bonusSpent), starsMax, starsSpent };
}
