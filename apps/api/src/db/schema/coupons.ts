// Coupons (spec 2 §3 entity Coupon, §7 "GET coupon/{code} and coupon list"): how a promo code of
// price_rules is presented to shoppers — its colours, its line of text and its detail. The discount
// itself, and whether the code is valid now, stay the price rule's (sale_value and valid_time are
// read from it), so a coupon can never promise what the basket does not give.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const coupons = pgTable(
  'coupons',
  {
    /** The price rule's code, upper case (price_rules.code). */
    promocode: text('promocode').primaryKey(),
    background: text('background').notNull(),
    colorBtn: text('color_btn').notNull(),
    colorText: text('color_text').notNull(),
    /** The line a banner shows with the code ('Скидка 10% на первый заказ'). */
    promocodeText: text('promocode_text').notNull(),
    detailTitle: text('detail_title').notNull(),
    detailDescription: text('detail_description').notNull(),
    detailLink: text('detail_link'),
    /** Listed to everyone; a personal coupon (userId set) is listed to its owner only. */
    isPublic: boolean('is_public').notNull().default(true),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('coupons_user_idx').on(t.userId)],
);
