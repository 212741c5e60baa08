// Favourites and named folders (spec 2 §3–§5, §9). A folder's guid is its public share link
// (/favorites/wishlist/{guid}/); its products are url codes, as the spec's calls send them.
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    article: text('article').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_article_uq').on(t.userId, t.article), index('favorites_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_lists_guid_uq').on(t.guid), index('favorite_lists_user_idx').on(t.userId, t.createdAt)],
);

export const favoriteListProducts = pgTable(
  'favorite_list_products',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    urlCode: text('url_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.urlCode] })],
);
