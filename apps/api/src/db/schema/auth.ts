// Phone-code login (spec 3 §4, §8; OWASP ASVS 5.0 V6): one-time codes stored only as hashes, the
// events the send and check limits count, captcha challenges, the SMS outbox of the local driver,
// and one-time login tickets. Limits are counted in the database so every API replica sees them.
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164 digits. */
    phone: text('phone').notNull(),
    /** HMAC-SHA-256 of the code keyed by the row id: a leaked table reveals no code. */
    codeHash: text('code_hash').notNull(),
    /** 'sms' | 'flash_call'. */
    channel: text('channel').notNull(),
    /** 'login' | 'step_up' (services/auth/codes.ts CodePurpose): a code works only for what it was sent for. */
    purpose: text('purpose').notNull().default('login'),
    /** Checks spent on this code; a guarded update keeps it ≤ the limit under concurrency. */
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set once the code logged someone in, or was replaced or burnt; a used code never checks again. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phone, t.createdAt.desc())],
);

/** What the interval and daily limits count: code sends, code checks, failed captchas. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'send' | 'check' | 'captcha_fail' | 'email_fail'. */
    kind: text('kind').notNull(),
    phone: text('phone'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_phone_idx').on(t.phone, t.kind, t.createdAt), index('auth_events_ip_idx').on(t.ip, t.kind, t.createdAt)],
);

export const captchaChallenges = pgTable('captcha_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of the lower-cased answer. */
  answerHash: text('answer_hash').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Messages of the local SMS driver (ARCHITECTURE "outside services behind interfaces"): dev and the
 * tests read codes here instead of a phone. A production driver sends through its provider and writes
 * nothing here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** 'sms' | 'flash_call'. */
    channel: text('channel').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id.desc())],
);

/** One-time tickets (login-by-mindbox-ticket, direct-crm-ticket): a link from a message logs its reader in. */
export const loginTickets = pgTable('login_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});
