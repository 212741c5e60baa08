// Issue 8: the gift-card decors on sale, and cards to try the /gift-card/ balance lookup with
// (README "Gift cards"), reset on every seed:
//   2000100000000001  7 500 ₽ left of 10 000 ₽, active, decor 'С днём рождения'
//   2000100000000002  5 000 ₽, blocked since 1 March 2026
//   2000100000000003  0 ₽ left (fully spent): 'Карту нельзя использовать…'
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { giftCardDecors, giftCards } from '../schema';

export const seededDecors: (typeof giftCardDecors.$inferInsert)[] = [
  { code: 'classic', name: 'Классика', image: '/gift-card/decors/classic.svg', sort: 10 },
  { code: 'birthday', name: 'С днём рождения', image: '/gift-card/decors/birthday.svg', sort: 20 },
  { code: 'love', name: 'С любовью', image: '/gift-card/decors/love.svg', sort: 30 },
  { code: 'new-year', name: 'С Новым годом', image: '/gift-card/decors/new-year.svg', sort: 40 },
];

const validUntil = new Date('2029-12-31T20:59:59Z');

export const seededLookupCards: (typeof giftCards.$inferInsert)[] = [
  { number: '2000100000000001', currency: 'RUB', nominal: 10_000, balance: 7500, expiresAt: validUntil, status: 'active', decorCode: 'birthday' },
  {
    number: '2000100000000002',
    currency: 'RUB',
    nominal: 5000,
    balance: 5000,
    expiresAt: validUntil,
    status: 'blocked',
    isActive: false,
    blockedAt: new Date('2026-03-01T09:00:00Z'),
    decorCode: 'classic',
  },
  { number: '2000100000000003', currency: 'RUB', nominal: 3000, balance: 0, expiresAt: validUntil, status: 'active', decorCode: 'love' },
];

export async function seedGiftCardShop(tx: Db, options: { lookupCards: boolean } = { lookupCards: true }): Promise<void> {
  await tx
    .insert(giftCardDecors)
    .values(seededDecors)
    .onConflictDoUpdate({ target: giftCardDecors.code, set: { name: sql`excluded.name`, image: sql`excluded.image`, sort: sql`excluded.sort`, isActive: true } });
  if (!options.lookupCards) return;
  await tx.delete(giftCards).where(inArray(giftCards.number, seededLookupCards.map((card) => card.number!)));
  await tx.insert(giftCards).values(seededLookupCards);
}
