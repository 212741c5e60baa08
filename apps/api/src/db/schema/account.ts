// The personal account (spec 3 §2–§4, §7): subscriptions, favourite stores, account deletions,
// orders and returns. Orders are written by checkout (issue 6); until then the seed gives each seeded
// shopper a history in every status.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, stores } from './catalog';
import { users } from './users';

/** One row per shopper and subscription kind they have answered (UserSubscriptionForm). */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A subscription kind code of the domain's list ('mobile-push' is kept but never listed). */
    kind: text('kind').notNull(),
    isChecked: boolean('is_checked').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const favoriteStores = pgTable(
  'favorite_stores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

/** Why a shopper deleted their account (ProfileDeleteForm: reason id and message), kept for the operator. */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reasonId: text('reason_id').notNull(),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * An order (spec 3 §3 "Order"). Checkout may split one basket into several orders sharing a
 * master order id. `status` is the spec's status code (N, A, T, S, R, J, C, F, B); `cancelInProgress`
 * and `paid` give the 'cancel in progress' and 'not paid' display states.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the shopper sees ('4100123'); unique. */
    number: text('number').notNull(),
    masterOrderId: integer('master_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operator who placed it on the customer's behalf (role call_center_operator), if any. */
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    cancelInProgress: boolean('cancel_in_progress').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    /** A payment method code ('card-online', 'cash', 'credit-sber', …). */
    paymentMethod: text('payment_method').notNull(),
    /** 'courier' | 'pickup' | 'express'. */
    deliveryType: text('delivery_type').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    address: text('address'),
    /** { name, surname, phone, email?, iin? } of the person receiving the order. */
    recipient: jsonb('recipient').$type<OrderRecipient>().notNull(),
    currency: text('currency').notNull(),
    /** Sum of the items after discounts, before bonuses. */
    itemsCost: numeric('items_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    deliveryCost: numeric('delivery_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    bonusesSpent: numeric('bonuses_spent', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** What the shopper pays: items + delivery − bonuses. */
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    comment: text('comment'),
    /** Pickup orders wait in the store until this moment; prolong-reserve moves it once. */
    reserveUntil: timestamp('reserve_until', { withTimezone: true, mode: 'date' }),
    reserveProlonged: boolean('reserve_prolonged').notNull().default(false),
    trackNumber: text('track_number'),
    cancelReason: text('cancel_reason'),
    cancelComment: text('cancel_comment'),
    /** Checkout (issue 6): the spec's order type (sim, express, in_stock, zvm, express_zvm, pvz), null for seeded history. */
    orderType: text('order_type'),
    pvzCode: text('pvz_code'),
    /** Courier orders: the structured address, the date and the time slot chosen. */
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    timeSlotId: text('time_slot_id'),
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    /** Promo codes and automatic promotions applied, with what each took off. */
    promotions: jsonb('promotions').$type<{ code: string | null; name: string; amount: number }[]>().notNull().default([]),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    starsSpent: numeric('stars_spent', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    giftCardNumber: text('gift_card_number'),
    giftCardSpent: numeric('gift_card_spent', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    employeeDiscount: boolean('employee_discount').notNull().default(false),
    callBackRequest: boolean('call_back_request').notNull().default(false),
    /** Checkout's idempotency key: a replayed create answers the first order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** When the thank-you page first reported the order as seen (created-order/); its GA4 purchase went out then. */
    createdReportedAt: timestamp('created_reported_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_master_idx').on(t.masterOrderId),
  ],
);

export interface OrderRecipient {
  name: string;
  surname: string;
  phone: string;
  email?: string;
  iin?: string;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Copied at purchase time: the order reads the same after the catalogue changes. */
    article: text('article').notNull(),
    urlCode: text('url_code').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_ck', sql`${t.quantity} > 0`)],
);

/** A return of bought-out items (spec 3 §3 "Return"); `number` is the returnNumber the cancel call sends. */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'new' | 'sent' | 'received' | 'refunded' | 'cancelled'. */
    status: text('status').notNull(),
    /** The parcel's track number (a return is sent by post or handed in at a store). */
    trackNumber: text('track_number'),
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** Where the refund goes, as the shopper typed it (card or bank account details). */
    refundDetails: jsonb('refund_details').$type<Record<string, string>>().notNull().default({}),
    /** The money part of the refund; points and the gift card's part go back there (refundSplit). */
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    refundBonuses: numeric('refund_bonuses', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    refundStars: numeric('refund_stars', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    refundGiftCard: numeric('refund_gift_card', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * Set when refunded (issue 19 finding 12): how the money part went back ('card': through the
     * acquirer, a payment_refunds row; 'transfer': to be paid to refundDetails; 'points': no money
     * part) and how much of it (capped so an order never gets back more money than it paid).
     */
    refundMethod: text('refund_method'),
    refundMoney: numeric('refund_money', { precision: 12, scale: 2, mode: 'number' }),
    /**
     * A 'transfer' refund marked paid by the operator (issue 19 finding 12): when, and the bank's
     * payment order number; both null until then, set once (returns/transferPaid.ts).
     */
    refundPaidAt: timestamp('refund_paid_at', { withTimezone: true, mode: 'date' }),
    refundReference: text('refund_reference'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('returns_number_uq').on(t.number), index('returns_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const returnItems = pgTable(
  'return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderItemId] }), check('return_items_quantity_ck', sql`${t.quantity} > 0`)],
);
