// What a shopper leaves behind while browsing products (spec 2 §7): back-in-stock requests
// (add-available-request) and viewed products (viewed-product; recommendations read them).
import { index, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    article: text('article').notNull(),
    /** Empty string for a product without sizes, so the unique index covers both. */
    size: text('size').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('availability_requests_user_article_size_uq').on(t.userId, t.article, t.size), index('availability_requests_article_idx').on(t.article)],
);

export const viewedProducts = pgTable(
  'viewed_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    urlCode: text('url_code').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.urlCode] }), index('viewed_products_user_idx').on(t.userId, t.viewedAt.desc())],
);
