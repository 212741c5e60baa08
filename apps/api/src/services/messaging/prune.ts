// Old bell messages go (packages/domain messageRetention): read or deleted ones some months after they
// were sent, unread ones later. A backlog is deleted a batch of ids per statement, each statement its
// own short transaction, so no run holds many row locks for long; rows another replica is deleting
// at that moment are skipped (SKIP LOCKED) and left to it. Nothing else refers to a message: the
// read and delete marks are its own columns and the live channel's NOTIFY carries no row.
import { messageRetentionCutoffs } from '@ornament/domain';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { messages } from '../../db/schema';

export const pruneBatchSize = 1000;

export interface PruneOptions {
  batchSize?: number;
  /** Aborted when the app stops: the run ends after the current batch. */
  signal?: AbortSignal;
}

/** Deletes the messages past their retention at `now`, a batch at a time until none is left; returns how many went. */
export async function pruneMessages(db: Db, now: Date, { batchSize = pruneBatchSize, signal }: PruneOptions = {}): Promise<number> {
  let removed = 0;
  while (!signal?.aborted) {
    const deleted = await pruneBatch(db, now, batchSize);
    removed += deleted;
    if (deleted < batchSize) break;
  }
  return removed;
}

/** One statement: deletes up to `batchSize` messages past their retention at `now`. */
export async function pruneBatch(db: Db, now: Date, batchSize: number): Promise<number> {
  const cutoffs = messageRetentionCutoffs(now);
  // The sent_at range leads (messages_sent_at_idx): the cutoff for read messages is the later one.
  const expired = and(
    eq(messages.channel, 'bell'),
    lt(messages.sentAt, cutoffs.read),
    or(lt(messages.sentAt, cutoffs.any), isNotNull(messages.viewedAt), isNotNull(messages.deletedAt)),
  );
  const batch = db.select({ id: messages.id }).from(messages).where(expired).limit(batchSize).for('update', { skipLocked: true });
  // = any(array(…)): the ids are gathered first, then found by primary key, never by a join over the table.
  const deleted = await db.delete(messages).where(sql`${messages.id} = any(array(${batch}))`).returning({ id: messages.id });
  return deleted.length;
}
