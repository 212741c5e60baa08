// Creating a message: everything that tells a shopper something (an order status move, a completed
// task, an operator's msg:send) goes through here. The row and its notification share the caller's
// transaction: PostgreSQL delivers a NOTIFY only at commit, so a listener never pushes a message that
// was rolled back, and every API process listening on the channel (LISTEN/NOTIFY; in process on
// PGlite) pushes it to that shopper's open sockets.
import type { Message } from '@ornament/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { messages } from '../../db/schema';
import { messageOf } from './messageView';

/** The NOTIFY channel the live sockets listen on. */
export const messageChannel = 'ornament_messages';

/** NOTIFY payloads must stay under 8000 bytes; a bigger message goes as its id and is read back. */
const payloadLimitBytes = 7_500;

export interface NewMessage {
  userId: string;
  subject: string;
  title: string;
  description?: string;
  link?: string;
  url?: string;
  rawData?: Record<string, unknown> | undefined;
  /** 'order-status', 'task', 'operator:<name>'. */
  source: string;
  sentAt?: Date;
}

/** What travels on the channel: the message, or only its id when it is too big. */
export interface MessageNotice {
  userId: string;
  id: number;
  message?: Message;
}

export async function sendMessage(db: Db, input: NewMessage): Promise<Message> {
  const [row] = await db
    .insert(messages)
    .values({
      userId: input.userId,
      subject: input.subject,
      title: input.title,
      description: input.description ?? '',
      link: input.link ?? '',
      url: input.url ?? '',
      rawData: input.rawData ?? null,
      source: input.source,
      ...(input.sentAt ? { sentAt: input.sentAt } : {}),
    })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  const message = messageOf(row);
  await db.execute(sql`select pg_notify(${messageChannel}, ${noticePayload({ userId: row.userId, id: row.id, message })})`);
  return message;
}

export function noticePayload(notice: MessageNotice): string {
  const full = JSON.stringify(notice);
  return Buffer.byteLength(full) <= payloadLimitBytes ? full : JSON.stringify({ userId: notice.userId, id: notice.id });
}
