// A photo search's answer is kept (ids in rank order) so its results page can be opened by id.
import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db';
import { imageSearches } from '../../../db/schema';

/** Results pages older than this are gone; a shopper searches again. */
const keepDays = 7;

export async function saveImageSearch(db: Db, productIds: number[], article: string | undefined): Promise<string> {
  const id = randomUUID();
  await db.insert(imageSearches).values({ id, productIds, article: article ?? null });
  // Housekeeping on write: no scheduler needed, and the table never grows past a week of searches.
  await db.delete(imageSearches).where(lt(imageSearches.createdAt, new Date(Date.now() - keepDays * 86_400_000)));
  return id;
}

export async function findImageSearch(db: Db, id: string): Promise<number[] | null> {
  const [row] = await db.select({ productIds: imageSearches.productIds }).from(imageSearches).where(eq(imageSearches.id, id)).limit(1);
  return row?.productIds ?? null;
}
