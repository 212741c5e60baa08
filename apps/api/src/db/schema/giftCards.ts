// Gift cards sold on /gift-card/ (issue 8): the decors a card comes in, a purchase (recipient, when to
// send it, the buyer and the payment that activates the card), and the request forms (corporate gift
// cards, franchise, atelier) kept for staff.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { giftCards, payments } from './checkout';
import { users } from './users';

export const giftCardDecors = pgTable(
  'gift_card_decors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A path under the storefront's public folder. */
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('gift_card_decors_code_uq').on(t.code)],
);

/** One bought card: the card row is created pending (inactive) and activated when its payment is approved. */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number')
      .notNull()
      .references(() => giftCards.number, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    sendLater: boolean('send_later').notNull().default(false),
    /** When the card goes to the recipient (now, for a card sent at once). */
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The shopper's chosen time zone as a UTC offset ('+03:00'). */
    timezoneOffset: text('timezone_offset').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * When the recipient's SMS is next due: send_at once the payment is approved, later after a
     * failed send (or while a job holds it); null before payment, once delivered, and after the last attempt.
     */
    deliveryDueAt: timestamp('delivery_due_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** The provider's last failure, kept for an operator after the last attempt. */
    deliveryError: text('delivery_error'),
  },
  (t) => [
    uniqueIndex('gift_card_purchases_payment_uq').on(t.paymentId),
    uniqueIndex('gift_card_purchases_card_uq').on(t.cardNumber),
    // The delivery job's scan: only paid cards still to be sent are in it.
    index('gift_card_purchases_delivery_due_idx').on(t.deliveryDueAt).where(sql`${t.deliveryDueAt} is not null`),
  ],
);

/** What the franchise, atelier and corporate gift-card forms sent, for staff to read. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: serial('id').primaryKey(),
    /** 'franchise' | 'atelier' | 'gift_cards'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('form_requests_kind_idx').on(t.kind, t.createdAt)],
);
