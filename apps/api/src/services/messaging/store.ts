// The shopper's messages: the bell list (finished, not deleted, newest first), the unread count and
// the shopper's own marks. Another shopper's id, or a deleted one, is simply not found.
import type { Message, MessageListQuery } from '@ornament/api-contract';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { messages } from '../../db/schema';
import { messageOf } from './messageView';

/** The bell keeps the newest this many; older ones stay stored but are not listed. */
export const messageListLimit = 100;

const visible = (userId: string) => and(eq(messages.userId, userId), isNull(messages.deletedAt));

export async function listMessages(db: Db, userId: string, query: MessageListQuery): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(visible(userId), eq(messages.channel, query.channel), eq(messages.status, query.status)))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(messageListLimit);
  return rows.map(messageOf);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(visible(userId), eq(messages.channel, 'bell'), eq(messages.status, 'finished'), isNull(messages.viewedAt)));
  return row?.unread ?? 0;
}

export async function readMessage(db: Db, userId: string, id: number): Promise<Message | null> {
  const [row] = await db.select().from(messages).where(and(visible(userId), eq(messages.id, id))).limit(1);
  return row ? messageOf(row) : null;
}

/** Marks it viewed (once; the first time is kept). False when the shopper has no such message. */
export async function markViewed(db: Db, userId: string, id: number, now: Date): Promise<boolean> {
  const existing = await readMessage(db, userId, id);
  if (!existing) return false;
  if (!existing.viewed) await db.update(messages).set({ viewedAt: now }).where(and(eq(messages.id, id), isNull(messages.viewedAt)));
  return true;
}

export async function deleteMessage(db: Db, userId: string, id: number, now: Date): Promise<boolean> {
  const deleted = await db.update(messages).set({ deletedAt: now }).where(and(visible(userId), eq(messages.id, id))).returning({ id: messages.id });
  return deleted.length > 0;
}

/**
 * A reconnecting socket's backlog: the shopper's listed messages with ids above the last one the
 * client saw, oldest first, at most the list's length (the client also re-reads the list).
 */
export async function messagesAfter(db: Db, userId: string, afterId: number): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(visible(userId), eq(messages.channel, 'bell'), eq(messages.status, 'finished'), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(messageListLimit);
  return rows.map(messageOf);
}
