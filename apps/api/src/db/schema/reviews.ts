// Product reviews (spec 2 §3, §7 "Reviews"): comments with ratings, their photos and the shoppers' votes.
// products.rating / rating_count stay the listing's read model of the published comments.
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type CommentStatus = 'published' | 'moderation' | 'rejected';

export const productComments = pgTable(
  'product_comments',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull(),
    /** Null for imported (seeded) reviews. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** 1–5. */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    advantages: text('advantages'),
    disadvantages: text('disadvantages'),
    status: text('status').$type<CommentStatus>().notNull().default('published'),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('product_comments_article_idx').on(t.article, t.status, t.createdAt.desc(), t.id)],
);

/** A review photo: uploaded first (comment_id null), attached when the review is sent. */
export const commentFiles = pgTable(
  'comment_files',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id').references(() => productComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stored file's name inside the upload folder (random, never the shopper's file name). */
    storageKey: text('storage_key').notNull(),
    /** The type checked from the content ('image/jpeg', 'image/png', 'image/webp'). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('comment_files_comment_idx').on(t.commentId), index('comment_files_user_idx').on(t.userId)],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => productComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 like, -1 dislike. */
    vote: smallint('vote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
