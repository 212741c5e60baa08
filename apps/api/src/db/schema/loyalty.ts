// Tasks centre, personal offers and partner codes (issue 7). A task is completed once per shopper by
// an event the system sees; its reward goes to the loyalty ledger (reason 'task') in the same
// transaction as the completion row, so a bonus is never credited twice.
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  /** 'FirstOrder' | 'ProductReview' | 'FillProfile' | 'Subscription'; unique, the event handlers look it up. */
  type: text('type').notNull().unique(),
  title: text('title').notNull(),
  sticker: text('sticker').notNull().default(''),
  /** Reward in bonuses (shown as point-count). */
  bonusAmount: integer('bonus_amount').notNull(),
  /** Short text of the task card and of its completion message. */
  message: text('message').notNull(),
  image: text('image').notNull(),
  completedImage: text('completed_image').notNull(),
  /** Large card layout. */
  full: boolean('full').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Brand and country filters: null = every storefront. */
  brand: text('brand'),
  country: text('country'),
  isActive: boolean('is_active').notNull().default(true),
});

export const taskCompletions = pgTable(
  'task_completions',
  {
    /** The event id (tasks-center/event/{id}). */
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bonusAmount: integer('bonus_amount').notNull(),
    /** What completed it: 'order:<number>', 'review:<id>', 'profile', 'subscription:<kind>'. */
    cause: text('cause').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_completions_once_uq').on(t.taskId, t.userId), index('task_completions_user_idx').on(t.userId, t.completedAt)],
);

/** Personal offers (spec 3 §3): for one shopper (customer) or for everyone (userId null, special-offer). */
export const personalOffers = pgTable(
  'personal_offers',
  {
    id: serial('id').primaryKey(),
    /** 'special-offer' | 'personal' | 'partner'. */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    coupon: text('coupon').notNull(),
    promotionId: text('promotion_id').notNull(),
    promotionName: text('promotion_name').notNull(),
    promotionDescription: text('promotion_description').notNull().default(''),
    imageDesktop: text('image_desktop').notNull().default(''),
    imageMobile: text('image_mobile').notNull().default(''),
    /** 'percent' | 'fixed'. */
    discountType: text('discount_type').notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Articles it applies to; empty = all. */
    articles: text('articles').array().notNull().default([]),
    useOnline: boolean('use_online').notNull().default(true),
    useRetail: boolean('use_retail').notNull().default(true),
    promocodeText: text('promocode_text').notNull().default(''),
    rulesLink: text('rules_link').notNull().default(''),
    link: text('link').notNull().default(''),
    linkText: text('link_text').notNull().default(''),
    /** 'RU' | 'KZ' …; null = every country. */
    country: text('country'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('personal_offers_user_idx').on(t.userId, t.expiresAt)],
);

/** A shopper's partner (invite) code: a friend who orders with it brings the owner bonuses. */
export const partnerCodes = pgTable('partner_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
