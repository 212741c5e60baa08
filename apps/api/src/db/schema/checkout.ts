// Basket, checkout and order creation (spec 3 §3–§5, §7; issue 6). The basket belongs to the
// session's user (a guest's 'fake user' too) and is merged into the account at login; prices are never
// stored here: every answer recomputes them from the catalogue, the rules and the ledgers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, stores } from './catalog';
import { orderItems, orders, returns } from './account';
import { users } from './users';

/** One basket per user: the delivery and payment choices the shopper made so far. */
export const baskets = pgTable('baskets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A payment method id of the domain's list ('card-online', 'cash', 'credit-sber', …). */
  paymentMethod: text('payment_method'),
  /** The spec's order type: sim, express, in_stock, zvm, express_zvm, pvz. */
  orderType: text('order_type'),
  /** The shop chosen for pickup (in_stock, zvm, express_zvm). */
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
  /** The pickup point chosen for pvz (pickup_points.code) and its delivery service. */
  pvzCode: text('pvz_code'),
  deliveryServiceId: text('delivery_service_id'),
  /** The saved address courier delivery goes to. */
  deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id, { onDelete: 'set null' }),
  /** A gift card number applied with applyGiftCard. */
  giftCardNumber: text('gift_card_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A line of the basket: one article and size. `deletedAt` set = the line is in the deleted list and
 * can be restored; `seenQuantity` is the quantity the shopper was last shown, so a basket whose
 * available quantity shrank since says 'Состав вашего заказа изменился'.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' for a product without sizes. */
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    seenQuantity: integer('seen_quantity'),
    isSelected: boolean('is_selected').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('basket_items_user_product_size_uq').on(t.userId, t.productId, t.size),
    index('basket_items_user_idx').on(t.userId, t.createdAt),
    check('basket_items_quantity_ck', sql`${t.quantity} between 1 and 99`),
  ],
);

/** Promo codes the shopper entered into this basket (a code that stops applying stays, with its error). */
export const basketPromoCodes = pgTable(
  'basket_promo_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * Promo codes and automatic basket promotions share one small rule shape: a `kind` with its
 * `params` (see services/basket/rules). `code` null = an automatic promotion applied to every basket
 * that meets its conditions.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: serial('id').primaryKey(),
    /** Upper-case promo code; null for an automatic promotion. */
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'percent' | 'fixed' | 'free_delivery' | 'gift' | 'nth_item_percent'. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** Conditions: brand, country, minimum items cost (in the basket's currency), sections. */
    conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull().default({}),
    /** Whether it adds to other rules or excludes them (the best exclusive one wins). */
    stackable: boolean('stackable').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    /** Orders that may use a code at all, and per user; null = unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('price_rules_code_uq').on(t.code).where(sql`${t.code} is not null`)],
);

/**
 * Bonus and stars-points movements (spec 3 §9): accruals of 10% of bought-out items, spending up to
 * 30% of an order, task rewards (issue 7), refunds when an order is cancelled. Balance = sum(amount)
 * of rows already available.
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'bonus' | 'stars'. */
    program: text('program').notNull(),
    /** Positive credits, negative spends. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /**
     * The currency the points were earned in and the only one they are spent in: a point earned in
     * tenge is not a rouble (issue 19 finding 4). An order's rows take the order's currency.
     */
    currency: text('currency').notNull().default('RUB'),
    /** 'welcome' | 'accrual' | 'spend' | 'refund' | 'task' | 'expire' | 'adjustment'. */
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** Accruals wait for the return period before they can be spent. */
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_ledger_user_idx').on(t.userId, t.program, t.currency, t.availableAt), index('loyalty_ledger_order_idx').on(t.orderId)],
);

/** Gift cards (issue 8 sells them; the basket spends them with applyGiftCard). */
export const giftCards = pgTable(
  'gift_cards',
  {
    number: text('number').primaryKey(),
    currency: text('currency').notNull(),
    nominal: numeric('nominal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Issue 8: 'pending' (bought, not paid yet) | 'active' | 'blocked'. */
    status: text('status').notNull().default('active'),
    /** 'electronic' (sent by e-mail and SMS) | 'plastic'. */
    type: text('type').notNull().default('electronic'),
    /** A gift_card_decors code (no foreign key: the decor list lives with issue 8's schema). */
    decorCode: text('decor_code'),
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('gift_cards_balance_ck', sql`${t.balance} >= 0`)],
);

/** Saved courier addresses (spec 3 §3 "Delivery address"). */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryFiasId: text('country_fias_id').notNull(),
    regionFiasId: text('region_fias_id').notNull(),
    cityFiasId: text('city_fias_id').notNull(),
    /** The whole address as one line. */
    address: text('address').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment').notNull().default(''),
    floor: text('floor').notNull().default(''),
    porch: text('porch').notNull().default(''),
    intercom: text('intercom').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Pickup points of delivery services (order type pvz), shown on the checkout map beside the shops. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    deliveryServiceId: text('delivery_service_id').notNull(),
    deliveryServiceName: text('delivery_service_name').notNull(),
    /** 'pvz' | 'postamat'. */
    pvzType: text('pvz_type').notNull(),
    name: text('name').notNull(),
    cityGuid: text('city_guid').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** The shopper may take some items and refuse others. */
    partialRedemption: boolean('partial_redemption').notNull().default(false),
    /** Returns can be handed in here. */
    returnOption: boolean('return_option').notNull().default(false),
    workTime: text('work_time').notNull().default(''),
  },
  (t) => [uniqueIndex('pickup_points_code_uq').on(t.code), index('pickup_points_city_idx').on(t.cityGuid)],
);

/**
 * Delivery tariffs per country and optionally per city (city_guid null = the country's default):
 * price, free-delivery threshold and days for each order type. Same-day and express exist only
 * where a row says so.
 */
export const deliveryTariffs = pgTable(
  'delivery_tariffs',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    cityGuid: text('city_guid'),
    orderType: text('order_type').notNull(),
    currency: text('currency').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    freeFrom: numeric('free_from', { precision: 12, scale: 2, mode: 'number' }),
    /** Days until delivery or pickup; 0 = today. */
    days: integer('days').notNull(),
    /** Orders after this local hour move one day later. */
    cutoffHour: integer('cutoff_hour').notNull().default(14),
    /** Courier slots 'HH:MM-HH:MM' offered each day. */
    slots: text('slots').array().notNull().default(sql`'{}'::text[]`),
    /** How long pickup orders wait in the shop. */
    reservationDays: integer('reservation_days').notNull().default(7),
  },
  (t) => [uniqueIndex('delivery_tariffs_uq').on(t.countryCode, sql`coalesce(${t.cityGuid}, '')`, t.orderType)],
);

/**
 * One checkout attempt (the idempotency key the storefront sends with order/create): the first answer
 * is stored and replayed for a double click or a retried request.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    masterOrderId: integer('master_order_id'),
    /** The HTTP status and body first answered. */
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);

/** Units taken from a shop's stock for an order line; released (stock returned) on cancel or decline. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('stock_reservations_item_idx').on(t.orderItemId), check('stock_reservations_quantity_ck', sql`${t.quantity} > 0`)],
);

/** A payment of a master order through the payment provider (local driver: the sandbox acquiring page). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    masterOrderId: integer('master_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'pending' | 'approved' | 'declined'. */
    status: text('status').notNull().default('pending'),
    /** Where the shopper returns after the acquiring page (the storefront's thank-you page). */
    returnUrl: text('return_url').notNull(),
    /** A remote acquirer's id of this payment, once created there (its Idempotence-Key is our id). */
    externalId: text('external_id'),
    /** The acquirer's page for this payment, so a second visit to the pay link does not create another. */
    confirmationUrl: text('confirmation_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('payments_master_idx').on(t.masterOrderId), uniqueIndex('payments_external_uq').on(t.provider, t.externalId)],
);

/**
 * Money given back through the acquirer (an online-paid order annulled or rejected, or a return of it
 * refunded): written in the transaction that closes the order or refunds the return, sent afterwards by the refund job (services/checkout/payments/
 * refunds.ts) with the row's id as the provider's Idempotence-Key, so a retry never refunds twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The refunded return whose money part this is; null for the order's closing (issue 19 finding 12). */
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'pending' (to send or sent without an answer) | 'succeeded' | 'canceled' (the provider refused). */
    status: text('status').notNull().default('pending'),
    externalId: text('external_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  // One refund per closed order (closing twice queues nothing more) and one per refunded return.
  (t) => [
    uniqueIndex('payment_refunds_closing_uq').on(t.orderId).where(sql`${t.returnId} is null`),
    uniqueIndex('payment_refunds_return_uq').on(t.returnId),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_pending_idx').on(t.status),
  ],
);

/** Master order ids and order numbers of checkout come from sequences, above the seeded histories' ranges. */
export const masterOrderIdSequence = pgSequence('master_order_id_seq', { startWith: 5_000_000 });
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 50_000_000 });
