import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Thunks = readonly (() => Promise<unknown>)[];
type Results<T extends Thunks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on the pool, but one after another on a transaction: a
 * transaction holds one connection, and node-postgres warns about (and will refuse) queries queued
 * on a client concurrently.
 */
export async function gather<T extends Thunks>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
