// Favourite folders (spec 2 §3, §5) and their products, always scoped by owner except the public
// read by guid (the share link).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { favoriteListProducts, favoriteLists, favorites, products } from '../../db/schema';
import { lockOwner } from './ownerLock';
import { freeListName } from './listName';

export interface ListRow {
  id: number;
  guid: string;
  userId: string;
  name: string;
  /** Newest first. */
  urlCodes: string[];
}

const listColumns = { id: favoriteLists.id, guid: favoriteLists.guid, userId: favoriteLists.userId, name: favoriteLists.name };

async function withUrlCodes(db: Db, lists: Omit<ListRow, 'urlCodes'>[]): Promise<ListRow[]> {
  if (lists.length === 0) return [];
  const items = await db
    .select({ listId: favoriteListProducts.listId, urlCode: favoriteListProducts.urlCode })
    .from(favoriteListProducts)
    .where(inArray(favoriteListProducts.listId, lists.map((list) => list.id)))
    .orderBy(desc(favoriteListProducts.createdAt), asc(favoriteListProducts.urlCode));
  return lists.map((list) => ({ ...list, urlCodes: items.filter((item) => item.listId === list.id).map((item) => item.urlCode) }));
}

/** The owner's folders, oldest first (the order they were made in). */
export async function listsOf(db: Db, userId: string): Promise<ListRow[]> {
  const lists = await db.select(listColumns).from(favoriteLists).where(eq(favoriteLists.userId, userId)).orderBy(asc(favoriteLists.createdAt), asc(favoriteLists.id));
  return withUrlCodes(db, lists);
}

export async function listByGuid(db: Db, guid: string): Promise<ListRow | null> {
  const [list] = await db.select(listColumns).from(favoriteLists).where(eq(favoriteLists.guid, guid));
  if (!list) return null;
  const [withCodes] = await withUrlCodes(db, [list]);
  return withCodes ?? null;
}

export type ListWriteResult = { kind: 'ok'; list: ListRow } | { kind: 'same-name' } | { kind: 'limit' } | { kind: 'not-found' };

async function namesOf(tx: Db, userId: string): Promise<{ guid: string; name: string }[]> {
  return tx.select({ guid: favoriteLists.guid, name: favoriteLists.name }).from(favoriteLists).where(eq(favoriteLists.userId, userId));
}

export function createList(db: Db, userId: string, name: string, max: number): Promise<ListWriteResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await namesOf(tx, userId);
    if (existing.length >= max) return { kind: 'limit' };
    if (existing.some((list) => list.name === name)) return { kind: 'same-name' };
    const [list] = await tx.insert(favoriteLists).values({ userId, name }).returning(listColumns);
    return { kind: 'ok', list: { ...list!, urlCodes: [] } };
  });
}

/** Spec 2 §5: renaming to the folder's own name or another folder's name is refused ('cannot be same'). */
export function renameList(db: Db, userId: string, guid: string, name: string): Promise<ListWriteResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await namesOf(tx, userId);
    if (!existing.some((list) => list.guid === guid)) return { kind: 'not-found' };
    if (existing.some((list) => list.name === name)) return { kind: 'same-name' };
    await tx.update(favoriteLists).set({ name, updatedAt: new Date() }).where(and(eq(favoriteLists.guid, guid), eq(favoriteLists.userId, userId)));
    const list = await listByGuid(tx, guid);
    return list ? { kind: 'ok', list } : { kind: 'not-found' };
  });
}

export async function deleteList(db: Db, userId: string, guid: string): Promise<boolean> {
  const rows = await db.delete(favoriteLists).where(and(eq(favoriteLists.guid, guid), eq(favoriteLists.userId, userId))).returning({ id: favoriteLists.id });
  return rows.length > 0;
}

export async function ownList(db: Db, userId: string, guid: string): Promise<ListRow | null> {
  const list = await listByGuid(db, guid);
  return list && list.userId === userId ? list : null;
}

export async function existingUrlCodes(db: Db, urlCodes: readonly string[]): Promise<Set<string>> {
  const rows = await db.select({ urlCode: products.urlCode }).from(products).where(inArray(products.urlCode, [...urlCodes]));
  return new Set(rows.map((row) => row.urlCode));
}

export type AddToListResult = { kind: 'ok' } | { kind: 'duplicate'; urlCodes: string[] } | { kind: 'limit' };

/** All or nothing: a product already in the folder refuses the whole call (spec 2 §5 'уже добавлен'). */
export function addToList(db: Db, listId: number, urlCodes: readonly string[], max: number): Promise<AddToListResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: favoriteLists.id }).from(favoriteLists).where(eq(favoriteLists.id, listId)).for('update');
    const present = await tx
      .select({ urlCode: favoriteListProducts.urlCode })
      .from(favoriteListProducts)
      .where(and(eq(favoriteListProducts.listId, listId), inArray(favoriteListProducts.urlCode, [...urlCodes])));
    if (present.length > 0) return { kind: 'duplicate', urlCodes: present.map((row) => row.urlCode) };
    const [total] = await tx.select({ n: count() }).from(favoriteListProducts).where(eq(favoriteListProducts.listId, listId));
    if ((total?.n ?? 0) + urlCodes.length > max) return { kind: 'limit' };
    await tx.insert(favoriteListProducts).values(urlCodes.map((urlCode) => ({ listId, urlCode })));
    return { kind: 'ok' };
  });
}

export async function removeFromList(db: Db, listId: number, urlCodes: readonly string[]): Promise<void> {
  await db.delete(favoriteListProducts).where(and(eq(favoriteListProducts.listId, listId), inArray(favoriteListProducts.urlCode, [...urlCodes])));
}

export interface SaveLimits {
  lists: number;
  favorites: number;
}

export type SaveResult = { kind: 'ok'; list: ListRow } | { kind: 'limit' };

/**
 * Copies a shared folder into the saver's folders (numbering the name when taken) and adds its
 * products to their favourites as far as the favourites limit allows.
 */
export function saveSharedList(db: Db, userId: string, source: ListRow, max: SaveLimits): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await namesOf(tx, userId);
    if (existing.length >= max.lists) return { kind: 'limit' };
    const name = freeListName(source.name, new Set(existing.map((list) => list.name)));
    const [list] = await tx.insert(favoriteLists).values({ userId, name }).returning(listColumns);
    if (source.urlCodes.length > 0) {
      await tx.insert(favoriteListProducts).values(source.urlCodes.map((urlCode) => ({ listId: list!.id, urlCode })));
      const articles = await tx.select({ article: products.article }).from(products).where(inArray(products.urlCode, source.urlCodes));
      const [total] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      const room = Math.max(0, max.favorites - (total?.n ?? 0));
      const wanted = articles.slice(0, room).map((row) => ({ userId, article: row.article }));
      if (wanted.length > 0) await tx.insert(favorites).values(wanted).onConflictDoNothing();
    }
    return { kind: 'ok', list: { ...list!, urlCodes: source.urlCodes } };
  });
}
