// Promotions and the wheel of fortune (issue 8, spec 2 §3). A shopper takes part in a promotion once:
// the participation row is unique per user and promotion, so running the action again answers the
// same promocode. A wheel is spun once per user and promotion (unique spin row, written in the same
// transaction as the server's draw). Stores take part through address programmes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { users } from './users';

export interface PromotionGift {
  title: string;
  description: string;
  article: string | null;
  /** Per currency code ('RUB', 'KZT'): the order sum from which the gift is given. */
  minOrderSum: Record<string, number> | null;
}

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** promotion-type-slug: 'omni' | 'online' | 'retail'. */
    typeSlug: text('type_slug').notNull(),
    typeName: text('type_name').notNull(),
    typeUrl: text('type_url').notNull(),
    /** The stores taking part (address_program_stores); null = every store. */
    addressProgramId: integer('address_program_id'),
    sort: integer('sort').notNull().default(500),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** HTML, sanitised when read. */
    terms: text('terms').notNull().default(''),
    isCrossPromo: boolean('is_cross_promo').notNull().default(false),
    inSlider: boolean('in_slider').notNull().default(false),
    previewDescription: text('preview_description').notNull().default(''),
    /** HTML, sanitised when read. */
    detailDescription: text('detail_description').notNull().default(''),
    productArticle: text('product_article'),
    counterLabel: text('counter_label'),
    counterEndedAt: timestamp('counter_ended_at', { withTimezone: true, mode: 'date' }),
    layout: text('layout').notNull().default('default'),
    /** Two colours of the drawn picture, e.g. ['#7a1f3d', '#e8b4a0']. */
    imageColors: jsonb('image_colors').$type<[string, string]>().notNull(),
    additionalInfo: text('additional_info'),
    /** Lower-case city GUIDs where it runs; empty = everywhere. */
    activeCityGuids: text('active_city_guids').array().notNull().default(sql`'{}'::text[]`),
    /** 'main' | 'diamant'; null = both brands. */
    brand: text('brand'),
    /** Who may take part: shoppers without a partner code, partners. Guests see it but must log in. */
    audienceGuest: boolean('audience_guest').notNull().default(true),
    audienceMember: boolean('audience_member').notNull().default(true),
    audiencePartner: boolean('audience_partner').notNull().default(true),
    /** Codes handed out one per participant, in order; or a shared code (one entry); or empty with a prefix. */
    promoCodePool: text('promo_code_pool').array().notNull().default(sql`'{}'::text[]`),
    promoCodePrefix: text('promo_code_prefix'),
    /** Whether the action button exists (a wheel or an information-only promotion has none). */
    hasAction: boolean('has_action').notNull().default(true),
    gift: jsonb('gift').$type<PromotionGift>(),
    /** Catalogue URL prefixes where its banner fits ('/jewelry-catalog/rings/'); empty = no catalogue banner. */
    bannerPaths: text('banner_paths').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('promotions_type_slug_uq').on(t.typeSlug, t.slug),
    index('promotions_list_idx').on(t.isActive, t.sort),
    check('promotions_pool_or_prefix_ck', sql`cardinality(${t.promoCodePool}) > 0 or ${t.promoCodePrefix} is not null or not ${t.hasAction}`),
  ],
);

export const addressProgramStores = pgTable(
  'address_program_stores',
  {
    addressProgramId: integer('address_program_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.addressProgramId, t.storeId] })],
);

export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promocode: text('promocode').notNull(),
    /** Position in the promotion's code pool, when the code came from it. */
    poolIndex: integer('pool_index'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_participations_user_uq').on(t.promotionId, t.userId),
    uniqueIndex('promotion_participations_pool_uq').on(t.promotionId, t.poolIndex),
  ],
);

export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** The prize's numeric id on the wheel; sectors are drawn in this order. */
    numericId: integer('numeric_id').notNull(),
    title: text('title').notNull(),
    /** Relative chance; 0 = shown but never drawn. */
    weight: integer('weight').notNull(),
    /** 'promocode' | 'empty'. */
    kind: text('kind').notNull(),
    /** A shared code (usable in the basket) or, with `promocodePrefix`, a personal one. */
    promocode: text('promocode'),
    promocodePrefix: text('promocode_prefix'),
  },
  (t) => [uniqueIndex('wheel_prizes_number_uq').on(t.promotionId, t.numericId), check('wheel_prizes_weight_ck', sql`${t.weight} >= 0`)],
);

export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => wheelPrizes.id, { onDelete: 'cascade' }),
    promocode: text('promocode'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wheel_spins_user_uq').on(t.promotionId, t.userId)],
);
