// Who owns a basket, favourites, reviews and votes (ARCHITECTURE "The API service": a guest gets a
// 'fake user' so everything belongs to someone before login; login merges that user into the real one).
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 'fake user' of a guest session; false once the session logs in with a phone. */
    isGuest: boolean('is_guest').notNull().default(true),
    /** E.164 digits ('79161234567'); unique among real users. */
    phone: text('phone'),
    name: text('name'),
    surname: text('surname'),
    patronymic: text('patronymic'),
    /** The account's confirmed e-mail: the e-mail login's name. A new address waits in pendingEmail until its link is opened. */
    email: text('email'),
    /** When `email` was confirmed by its link (issue 19 finding 10); addresses from before that release count as confirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** An address the shopper asked for, waiting for its confirmation link (services/profile/emailChange.ts). */
    pendingEmail: text('pending_email'),
    /** 'YYYY-MM-DD'. */
    birthday: date('birthday', { mode: 'string' }),
    /** 'male' | 'female'; null when not told. */
    gender: text('gender'),
    /** Path of the avatar picture served by the API, or null. */
    avatar: text('avatar'),
    /** Kazakhstan's individual identification number (12 digits); KZ storefront only. */
    iin: text('iin'),
    smsSubscribe: boolean('sms_subscribe').notNull().default(false),
    newsSubscribe: boolean('news_subscribe').notNull().default(false),
    mobilePush: boolean('mobile_push').notNull().default(false),
    /** Spec 3 §6: 'call_center_operator', 'employee_{product}'. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Marketing segments (profile attribute `segments`). */
    segments: text('segments').array().notNull().default(sql`'{}'::text[]`),
    /** scrypt hash ('scrypt$N$r$p$salt$hash') for the e-mail login; null until a password is set. */
    passwordHash: text('password_hash'),
    /** Set by user/deactivate/; a deactivated account logs in only through the restore step. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('users_phone_idx').on(t.phone),
    // One real account per phone and per e-mail; guests carry neither.
    uniqueIndex('users_real_phone_uq').on(t.phone).where(sql`${t.isGuest} = false`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null and ${t.isGuest} = false`),
    // The session pruning's guests, oldest first (services/sessions/prune.ts).
    index('users_guest_created_idx').on(t.createdAt).where(sql`${t.isGuest} = true`),
  ],
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
    /** When the session was last used (to the hour): an idle one ends (plugins/session.ts sessionIdleSeconds). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt), index('sessions_expires_idx').on(t.expiresAt)],
);
