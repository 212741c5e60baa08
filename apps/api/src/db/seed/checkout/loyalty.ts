// Welcome bonuses and stars points of the seeded accounts (issue 6), reset on every seed: their
// 'welcome' rows are replaced, anything they earned or spent since stays.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { loyaltyLedger } from '../../schema';
import type { SeededUserKey } from '../users';

/** Each account's points in the currency of its country's site (points are spent only in it). */
const welcome: Record<SeededUserKey, { bonus: number; stars: number; currency: 'RUB' | 'KZT' }> = {
  shopper: { bonus: 2000, stars: 150, currency: 'RUB' },
  operator: { bonus: 0, stars: 0, currency: 'RUB' },
  employee: { bonus: 500, stars: 0, currency: 'RUB' },
  kazakhShopper: { bonus: 10_000, stars: 300, currency: 'KZT' },
};

const availableAt = new Date('2026-01-01T00:00:00Z');

export async function seedLoyalty(tx: Db, userIds: Record<SeededUserKey, string>): Promise<void> {
  await tx.delete(loyaltyLedger).where(and(inArray(loyaltyLedger.userId, Object.values(userIds)), eq(loyaltyLedger.reason, 'welcome')));
  const rows = (Object.entries(welcome) as [SeededUserKey, (typeof welcome)[SeededUserKey]][]).flatMap(([key, amounts]) =>
    (['bonus', 'stars'] as const).flatMap((program) =>
      amounts[program] > 0
        ? [{ userId: userIds[key], program, currency: amounts.currency, amount: amounts[program], reason: 'welcome', comment: 'Приветственные баллы', availableAt, createdAt: availableAt }]
        : [],
    ),
  );
  if (rows.length > 0) await tx.insert(loyaltyLedger).values(rows);
}
