// The gift card a basket may spend (applyGiftCard): only where the edition sells gift cards, in the
// card's own currency, while it is active, unexpired and has a balance.
import { type CurrencyCode, giftCardMessages, giftCardUnusableText } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { giftCards } from '../../../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function giftCardOf(db: Db, number: string | null): Promise<GiftCardRow | null> {
  if (!number) return null;
  const [row] = await db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  return row ?? null;
}

/** Why the card cannot pay in this basket ('Карта не найдена…' or the support text), or null. */
export function giftCardProblem(card: GiftCardRow | null, currency: CurrencyCode, now: Date, supportPhone: string): string | null {
  if (!card) return giftCardMessages.notFound;
  const unusable = !card.isActive || (card.expiresAt !== null && card.expiresAt < now) || card.currency !== currency || card.balance <= 0;
  return unusable ? giftCardUnusableText(supportPhone) : null;
}
