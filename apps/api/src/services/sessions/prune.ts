// Ended sessions and abandoned guests go (issue 19 finding 13). A session is over once it expired or
// sat unused past sessionIdleSeconds: nobody can use it again, so its row is deleted. A guest account
// is abandoned once no session of it is left, it placed no order, and it is older than
// authLimits.guestRetentionDays: its basket, favourites and messages go with it (cascade), its
// reviews stay without an author. Batches of ids, each its own statement, skipping rows another
// replica is deleting (SKIP LOCKED), as the message pruning does.
import { authLimits } from '@ornament/domain';
import { and, eq, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, sessions, users } from '../../db/schema';
import { sessionIdleSeconds } from '../../plugins/session';

export const sessionPruneBatchSize = 1000;

export interface SessionPruneResult {
  sessions: number;
  guests: number;
}

const day = 24 * 60 * 60 * 1000;

async function pruneSessionBatch(db: Db, now: Date, batchSize: number): Promise<number> {
  const over = or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleSeconds * 1000)));
  const batch = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(over).limit(batchSize).for('update', { skipLocked: true });
  const deleted = await db.delete(sessions).where(sql`${sessions.tokenHash} = any(array(${batch}))`).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

async function pruneGuestBatch(db: Db, now: Date, batchSize: number): Promise<number> {
  const abandoned = and(
    eq(users.isGuest, true),
    lt(users.createdAt, new Date(now.getTime() - authLimits.guestRetentionDays * day)),
    notExists(db.select({ one: sql`1` }).from(sessions).where(eq(sessions.userId, users.id))),
    notExists(db.select({ one: sql`1` }).from(orders).where(eq(orders.userId, users.id))),
  );
  const batch = db.select({ id: users.id }).from(users).where(abandoned).limit(batchSize).for('update', { skipLocked: true });
  const deleted = await db.delete(users).where(sql`${users.id} = any(array(${batch}))`).returning({ id: users.id });
  return deleted.length;
}

/** Deletes ended sessions, then abandoned guests, a batch at a time until none is left. */
export async function pruneSessions(db: Db, now: Date, { batchSize = sessionPruneBatchSize, signal }: { batchSize?: number; signal?: AbortSignal } = {}): Promise<SessionPruneResult> {
  const result: SessionPruneResult = { sessions: 0, guests: 0 };
  for (const [key, prune] of [
    ['sessions', pruneSessionBatch],
    ['guests', pruneGuestBatch],
  ] as const) {
    while (!signal?.aborted) {
      const removed = await prune(db, now, batchSize);
      result[key] += removed;
      if (removed < batchSize) break;
    }
  }
  return result;
}
