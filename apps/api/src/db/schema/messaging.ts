// The notification centre (issue 7): bell-channel service messages per shopper. A message is
// 'finished' once sent; the list shows those, newest first. Viewing and deleting are the shopper's
// own marks on their row.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'bell'. */
    channel: text('channel').notNull().default('bell'),
    /** 'finished' (sent) | 'scheduled'. */
    status: text('status').notNull().default('finished'),
    /** 'task_center' marks a completed task; 'order', 'service', … otherwise. */
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    url: text('url').notNull().default(''),
    rawData: jsonb('raw_data').$type<Record<string, unknown>>(),
    /** Who or what made it: 'order-status', 'task', 'operator:<name>'. */
    source: text('source').notNull().default('system'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.channel, t.status, t.sentAt).where(sql`${t.deletedAt} is null`),
    // The retention job's range (services/messaging/prune.ts): the oldest messages, whoever they belong to.
    index('messages_sent_at_idx').on(t.sentAt),
  ],
);
