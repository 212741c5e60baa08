// Trade-in (spec 2 §3, §7): the metal prices and rules per currency, the shopper's old jewelry and
// the products they picked to buy (a guest's belong to its fake user). The shops that take it are
// stores with point type trade_in (the shop map's stores.point_types).
import type { TradeInInsert, TradeInJewelryType, TradeInMetal } from '@ornament/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/** Price per gram of a metal of a fineness (проба), per currency. */
export const tradeInPrices = pgTable(
  'trade_in_prices',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').$type<'RUB' | 'KZT'>().notNull(),
    metal: text('metal').$type<TradeInMetal>().notNull(),
    fineness: smallint('fineness').notNull(),
    pricePerGram: numeric('price_per_gram', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('trade_in_prices_uq').on(t.currency, t.metal, t.fineness), check('trade_in_prices_positive_ck', sql`${t.pricePerGram} > 0`)],
);

/** The rules of one currency: the credit cap and the weight taken off per kind of insert. */
export const tradeInRules = pgTable('trade_in_rules', {
  currency: text('currency').$type<'RUB' | 'KZT'>().primaryKey(),
  maxCreditPercent: smallint('max_credit_percent').notNull(),
  insertDeductionPercent: jsonb('insert_deduction_percent').$type<Record<TradeInInsert, number>>().notNull(),
});

export const tradeInJewelries = pgTable(
  'trade_in_jewelries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TradeInJewelryType>().notNull(),
    metal: text('metal').$type<TradeInMetal>().notNull(),
    fineness: smallint('fineness').notNull(),
    /** Grams. */
    weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    inserts: text('inserts').$type<TradeInInsert>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('trade_in_jewelries_user_idx').on(t.userId, t.id), check('trade_in_jewelries_weight_ck', sql`${t.weight} > 0`)],
);

export const tradeInProducts = pgTable(
  'trade_in_products',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // "Nothing stored twice": an article once per shopper.
  (t) => [uniqueIndex('trade_in_products_user_product_uq').on(t.userId, t.productId)],
);
