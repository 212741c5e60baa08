// Promo codes kept in the basket: only codes that exist as rules are stored (a typo is answered
// with 'Промокод не найден' and forgotten); at most basketBounds.maxPromoCodes per basket.
import { basketBounds, basketErrorCodes } from '@ornament/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import { basketPromoCodes, priceRules } from '../../../db/schema';
import { HttpError } from '../../../plugins/httpError';
import { basketServerMessages as messages } from '../messages';
import { promoCodesOf } from './settings';

/** Stores the known codes; returns the unknown ones. */
export async function addPromoCodes(tx: Db, userId: string, codes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  const known = await tx.select({ code: priceRules.code }).from(priceRules).where(inArray(priceRules.code, unique));
  const knownCodes = new Set(known.map((row) => row.code));
  const current = await promoCodesOf(tx, userId);
  const fresh = unique.filter((code) => knownCodes.has(code) && !current.includes(code));
  if (current.length + fresh.length > basketBounds.maxPromoCodes) {
    throw new HttpError(422, basketErrorCodes.promoCodesLimit, messages.promoCodesLimit(basketBounds.maxPromoCodes), '/promoCodes');
  }
  if (fresh.length > 0) await tx.insert(basketPromoCodes).values(fresh.map((code) => ({ userId, code }))).onConflictDoNothing();
  return unique.filter((code) => !knownCodes.has(code));
}

export async function removePromoCodes(tx: Db, userId: string, codes: readonly string[]): Promise<void> {
  await tx.delete(basketPromoCodes).where(and(eq(basketPromoCodes.userId, userId), inArray(basketPromoCodes.code, [...codes])));
}
