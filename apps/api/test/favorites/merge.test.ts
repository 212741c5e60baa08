// mergeFavorites (for the login issue): a guest's favourites and folders move to the account;
// shared articles stay once, a clashing folder name pours products into the account's folder.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteListProducts, favoriteLists, favorites, users } from '../../src/db/schema';
import { mergeFavorites } from '../../src/services/favorites/merge';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

async function user(isGuest: boolean): Promise<string> {
  const [row] = await t.db.insert(users).values({ isGuest }).returning({ id: users.id });
  return row!.id;
}

describe('mergeFavorites', () => {
  it('moves favourites and folders from the guest to the account without duplicates', async () => {
    const guest = await user(true);
    const account = await user(false);
    const early = new Date('2026-01-01T00:00:00Z');
    await t.db.insert(favorites).values([
      { userId: guest, article: 'A-1', createdAt: early },
      { userId: guest, article: 'A-2' },
      { userId: account, article: 'A-1' },
      { userId: account, article: 'A-3' },
    ]);
    const [guestGifts, guestOwn] = await t.db.insert(favoriteLists).values([{ userId: guest, name: 'Подарки' }, { userId: guest, name: 'Гостевой' }]).returning();
    const [accountGifts] = await t.db.insert(favoriteLists).values({ userId: account, name: 'Подарки' }).returning();
    await t.db.insert(favoriteListProducts).values([
      { listId: guestGifts!.id, urlCode: 'ring-gold-1' },
      { listId: guestGifts!.id, urlCode: 'ring-silver-2' },
      { listId: guestOwn!.id, urlCode: 'earrings-gold-3' },
      { listId: accountGifts!.id, urlCode: 'ring-gold-1' },
    ]);

    await mergeFavorites(t.db, guest, account);

    const mine = await t.db.select({ article: favorites.article, createdAt: favorites.createdAt }).from(favorites).where(eq(favorites.userId, account)).orderBy(asc(favorites.article));
    expect(mine.map((row) => row.article)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(mine[0]?.createdAt.toISOString()).toBe(early.toISOString());
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, guest))).toEqual([]);

    const lists = await t.db.select({ id: favoriteLists.id, name: favoriteLists.name, guid: favoriteLists.guid }).from(favoriteLists).where(eq(favoriteLists.userId, account)).orderBy(asc(favoriteLists.name));
    expect(lists.map((list) => list.name)).toEqual(['Гостевой', 'Подарки']);
    expect(lists[0]?.guid).toBe(guestOwn!.guid);
    const gifts = await t.db.select({ urlCode: favoriteListProducts.urlCode }).from(favoriteListProducts).where(eq(favoriteListProducts.listId, accountGifts!.id)).orderBy(asc(favoriteListProducts.urlCode));
    expect(gifts.map((row) => row.urlCode)).toEqual(['ring-gold-1', 'ring-silver-2']);
    expect(await t.db.select().from(favoriteLists).where(eq(favoriteLists.userId, guest))).toEqual([]);
  });

  it('does nothing when both ids are the same user', async () => {
    const one = await user(false);
    await t.db.insert(favorites).values({ userId: one, article: 'A-4' });
    await mergeFavorites(t.db, one, one);
    expect((await t.db.select().from(favorites).where(eq(favorites.userId, one))).length).toBe(1);
  });
});
