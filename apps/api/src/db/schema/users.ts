// Who owns a basket, favourites, reviews and votes (ARCHITECTURE "The API service": a guest gets a
// 'fake user' so everything belongs to someone before login; login merges that user into the real one).
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 'fake user' of a guest session; false once the session logs in with a phone. */
    isGuest: boolean('is_guest').notNull().default(true),
    /** E.164 digits ('79161234567'); unique among real users. */
    phone: text('phone'),
    name: text('name'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('users_phone_idx').on(t.phone)],
);

/** One row per session cookie; only the SHA-256 of the token is stored, so a leaked table logs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
