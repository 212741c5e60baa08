// Gift cards to try applyGiftCard with (issue 6), reset on every seed:
//   1000-2000-3000-4000  5 000 ₽, unspent
//   1000-2000-3000-4001  3 000 ₽, fully spent
//   1000-2000-3000-4002  10 000 ₽, expired
//   7000-0000-0000-0001  20 000 ₸ (gift cards are sold and spent only in Russia)
import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { giftCards } from '../../schema';

type GiftCardInsert = typeof giftCards.$inferInsert;

export const seededGiftCards: GiftCardInsert[] = [
  { number: '1000-2000-3000-4000', currency: 'RUB', nominal: 5000, balance: 5000, expiresAt: new Date('2030-12-31T23:59:59Z') },
  { number: '1000-2000-3000-4001', currency: 'RUB', nominal: 3000, balance: 0, expiresAt: new Date('2030-12-31T23:59:59Z') },
  { number: '1000-2000-3000-4002', currency: 'RUB', nominal: 10_000, balance: 10_000, expiresAt: new Date('2025-12-31T23:59:59Z') },
  { number: '7000-0000-0000-0001', currency: 'KZT', nominal: 20_000, balance: 20_000, expiresAt: new Date('2030-12-31T23:59:59Z') },
];

export async function seedGiftCards(tx: Db): Promise<void> {
  await tx.delete(giftCards).where(inArray(giftCards.number, seededGiftCards.map((card) => card.number!)));
  await tx.insert(giftCards).values(seededGiftCards);
}
