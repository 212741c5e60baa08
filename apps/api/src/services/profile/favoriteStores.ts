// Favourite stores of a shopper, and a city's stores marked as favourite or not.
import type { FavoriteStore } from '@ornament/api-contract';
import { cityByGuid } from '@ornament/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { favoriteStores, stores } from '../../db/schema';

type StoreRow = typeof stores.$inferSelect;

export function storeResource(row: StoreRow, isFavorite: boolean): FavoriteStore {
  return {
    id: row.id,
    type: 'store',
    attributes: {
      name: row.name,
      address: row.address,
      city: cityByGuid(row.cityGuid)?.name ?? '',
      'city-guid': row.cityGuid,
      phone: row.phone,
      'store-type': row.type,
      'opening-hours': row.openingHours,
      'is-favorite': isFavorite,
    },
  };
}

export async function favoriteStoresOf(db: Db, userId: string): Promise<FavoriteStore[]> {
  const rows = await db
    .select({ store: stores })
    .from(favoriteStores)
    .innerJoin(stores, eq(stores.id, favoriteStores.storeId))
    .where(eq(favoriteStores.userId, userId))
    .orderBy(desc(favoriteStores.createdAt), asc(stores.id));
  return rows.map((row) => storeResource(row.store, true));
}

export async function cityStoresOf(db: Db, userId: string | null, cityGuid: string): Promise<FavoriteStore[]> {
  const rows = await db
    .select({ store: stores, favorite: sql<boolean>`${favoriteStores.userId} is not null` })
    .from(stores)
    .leftJoin(favoriteStores, and(eq(favoriteStores.storeId, stores.id), userId ? eq(favoriteStores.userId, userId) : sql`false`))
    .where(eq(stores.cityGuid, cityGuid))
    .orderBy(asc(stores.name), asc(stores.id));
  return rows.map((row) => storeResource(row.store, Boolean(row.favorite)));
}

export async function favoriteCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favoriteStores).where(eq(favoriteStores.userId, userId));
  return row?.n ?? 0;
}

export type AddResult = { kind: 'added' | 'exists'; store: StoreRow } | { kind: 'unknown' } | { kind: 'limit' };

/** Adds under the cap; the count and insert run in one transaction locked on the shopper's row. */
export function addFavoriteStore(db: Db, userId: string, storeId: number, max: number): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!store) return { kind: 'unknown' } as const;
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [existing] = await tx.select({ id: favoriteStores.storeId }).from(favoriteStores).where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId)));
    if (existing) return { kind: 'exists', store } as const;
    if ((await favoriteCount(tx, userId)) >= max) return { kind: 'limit' } as const;
    await tx.insert(favoriteStores).values({ userId, storeId });
    return { kind: 'added', store } as const;
  });
}

export async function removeFavoriteStore(db: Db, userId: string, storeId: number): Promise<boolean> {
  const removed = await db.delete(favoriteStores).where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId))).returning({ id: favoriteStores.storeId });
  return removed.length > 0;
}
