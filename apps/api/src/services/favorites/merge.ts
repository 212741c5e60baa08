// Login (issue 5) hands a guest's favourites and folders to the account the guest signs into
// (spec 2 §6: favourites belong to the guest user and survive login).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { favoriteListProducts, favoriteLists, favorites } from '../../db/schema';

/**
 * Moves every favourite and folder of `fromUserId` to `toUserId` in one transaction. An article both
 * have stays once (the earlier date wins); a folder whose name the target already uses pours its
 * products into that folder. Limits are not applied: nothing the shopper chose is dropped at login.
 */
export function mergeFavorites(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return Promise.resolve();
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${favorites} (user_id, article, created_at)
      select ${toUserId}, article, created_at from ${favorites} where user_id = ${fromUserId}
      on conflict (user_id, article) do update set created_at = least(${favorites.createdAt}, excluded.created_at)`);
    await tx.delete(favorites).where(eq(favorites.userId, fromUserId));

    const targetLists = await tx.select({ id: favoriteLists.id, name: favoriteLists.name }).from(favoriteLists).where(eq(favoriteLists.userId, toUserId));
    const targetByName = new Map(targetLists.map((list) => [list.name, list.id]));
    const moving = await tx.select({ id: favoriteLists.id, name: favoriteLists.name }).from(favoriteLists).where(eq(favoriteLists.userId, fromUserId));
    const clashing = moving.filter((list) => targetByName.has(list.name));
    for (const list of clashing) {
      const into = targetByName.get(list.name)!;
      await tx.execute(sql`
        insert into ${favoriteListProducts} (list_id, url_code, created_at)
        select ${into}, url_code, created_at from ${favoriteListProducts} where list_id = ${list.id}
        on conflict do nothing`);
    }
    if (clashing.length > 0) await tx.delete(favoriteLists).where(inArray(favoriteLists.id, clashing.map((list) => list.id)));
    await tx.update(favoriteLists).set({ userId: toUserId }).where(eq(favoriteLists.userId, fromUserId));
  });
}
