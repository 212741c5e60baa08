// Fixed-window counters of the per-address and per-user rate limits (issue 19 §4): in the database
// every API replica shares, so two replicas enforce one limit, not one each.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** Which limit: 'review-send-ip', 'gift-card-lookup-card'… */
    scope: text('scope').notNull(),
    /** An address, a user id, a card number. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the window ends; older rows are pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.windowStart] }), index('rate_limit_windows_expires_idx').on(t.expiresAt)],
);
