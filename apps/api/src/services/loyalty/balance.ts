// The bonus balance (bonussystem/balance/): what the basket may spend now (the same balancesOf the
// basket reads), accruals still waiting for the return window, stars points, and the latest history.
import { type BonusBalanceResponse, bonusReasons } from '@ornament/api-contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { loyaltyLedger } from '../../db/schema';
import { balancesOf } from '../basket/pricing/loyalty';
import type { BonusCurrency } from './currency';

export const bonusHistoryLimit = 50;

type BonusReason = (typeof bonusReasons)[number];

function reasonOf(value: string): BonusReason {
  return bonusReasons.find((reason) => reason === value) ?? 'adjustment';
}

async function pendingOf(db: Db, userId: string, currency: BonusCurrency, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${loyaltyLedger.amount}), 0)`.mapWith(Number) })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.program, 'bonus'), eq(loyaltyLedger.currency, currency), gt(loyaltyLedger.availableAt, now)));
  return Math.max(0, row?.sum ?? 0);
}

export async function bonusBalanceOf(db: Db, userId: string, currency: BonusCurrency, now: Date): Promise<BonusBalanceResponse> {
  // The currency's own points only: those earned in another are spent on its own site.
  const balances = await balancesOf(db, userId, currency, now);
  const history = await db
    .select()
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.program, 'bonus'), eq(loyaltyLedger.currency, currency)))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(bonusHistoryLimit);
  return {
    data: {
      type: 'bonus-balance',
      attributes: {
        available: balances.bonus,
        pending: await pendingOf(db, userId, currency, now),
        stars: balances.stars,
        currency,
        history: history.map((row) => ({
          id: row.id,
          amount: row.amount,
          reason: reasonOf(row.reason),
          comment: row.comment ?? '',
          createdAt: row.createdAt.toISOString(),
          availableAt: row.availableAt.toISOString(),
        })),
      },
    },
  };
}
