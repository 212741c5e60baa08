// Favourites of one user (spec 2 §4–§5). Every query is scoped by the owner, so an id of someone
// else's favourite simply matches nothing.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { favorites, products } from '../../db/schema';
import { lockOwner } from './ownerLock';

export interface FavoriteRow {
  id: number;
  article: string;
  createdAt: Date;
}

const columns = { id: favorites.id, article: favorites.article, createdAt: favorites.createdAt };

/** Newest first; the id breaks ties between favourites added in the same instant. */
export function favoritesOf(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db.select(columns).from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt), desc(favorites.id));
}

export async function articleExists(db: Db, article: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.article, article)).limit(1);
  return row !== undefined;
}

export type AddFavoriteResult = { kind: 'created' | 'existing'; row: FavoriteRow } | { kind: 'limit' };

/** Adds an article once; adding it again returns the existing favourite. */
export function addFavorite(db: Db, userId: string, article: string, max: number): Promise<AddFavoriteResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [existing] = await tx.select(columns).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.article, article)));
    if (existing) return { kind: 'existing', row: existing };
    const [total] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((total?.n ?? 0) >= max) return { kind: 'limit' };
    const [row] = await tx.insert(favorites).values({ userId, article }).returning(columns);
    return { kind: 'created', row: row! };
  });
}

export async function removeFavorite(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.id, id))).returning({ id: favorites.id });
  return rows.length > 0;
}

/** The given articles, or every favourite when none are given; returns how many went. */
export async function removeFavorites(db: Db, userId: string, articles?: readonly string[]): Promise<number> {
  const scope = articles ? and(eq(favorites.userId, userId), inArray(favorites.article, [...articles])) : eq(favorites.userId, userId);
  const rows = await db.delete(favorites).where(scope).returning({ id: favorites.id });
  return rows.length;
}
