// The catalogue tables (spec 2 §2–§3). Enumerations are text columns typed with `$type` and checked
// by the seed and the routes, so adding a value never needs a migration that rewrites a pg enum.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

export type BrandCode = 'main' | 'diamant';
export type CurrencyColumn = 'RUB' | 'KZT' | 'BYN';
export type StoreType = 'retail' | 'franchise' | 'premium';
export type BadgeValue = { code: string; text: string; background: string; color: string };
export type ProductInsertValue = { code: string; name: string; count: number; weight: number | null; colorCode: string };
/** Opening hours per weekday, 1 = Monday … 7 = Sunday; null for a day off. */
export type OpeningHours = Record<string, { open: string; close: string } | null>;

/**
 * The 3-level catalogue tree: depth 1 is a catalogue section (code = the section prefix, e.g.
 * 'jewelry-catalog', url '/jewelry-catalog/'), depth 2 a category ('rings', url '/jewelry-catalog/rings/'),
 * depth 3 a subcategory ('wedding-rings', url '/jewelry-catalog/rings/wedding-rings/').
 * A product points at its deepest category; a category's listing includes its descendants.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    section: text('section').notNull(),
    sort: integer('sort').notNull().default(0),
    depth: integer('depth').notNull(),
  },
  (t) => [
    uniqueIndex('categories_url_uq').on(t.url),
    index('categories_parent_idx').on(t.parentId),
    index('categories_section_idx').on(t.section),
    check('categories_depth_ck', sql`${t.depth} between 1 and 3`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull(),
    urlCode: text('url_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Catalogue section prefix the product is listed under ('jewelry-catalog', 'bags', …). */
    section: text('section').notNull(),
    /** The spec's product `catalog` kind: 'catalog' for goods, 'packaging', … (KZ stock rule, spec 2 §9). */
    catalog: text('catalog').notNull().default('catalog'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brand: text('brand').$type<BrandCode>().notNull().default('main'),
    materialCode: text('material_code').notNull(),
    materialName: text('material_name').notNull(),
    /** Hex colour of the metal ('#d4af37'), used by pictures and the material filter. */
    materialColor: text('material_color').notNull(),
    /** Metal family for pictures: 'gold', 'white-gold', 'silver', 'steel', … */
    metal: text('metal').notNull(),
    collectionCode: text('collection_code'),
    collectionName: text('collection_name'),
    /** Grams. */
    weight: doublePrecision('weight'),
    isSizeable: boolean('is_sizeable').notNull().default(false),
    isOnRequest: boolean('is_on_request').notNull().default(false),
    /** Listed under /newitems/{section}/. */
    isNew: boolean('is_new').notNull().default(false),
    badges: jsonb('badges').$type<BadgeValue[]>().notNull().default([]),
    /** 0–5. */
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Higher is more popular; the default listing order. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    // The listing's read model (migration 0004 keeps it in sync by triggers on product_prices and
    // product_inserts, which stay the write model): a listing reads one row per product, never a
    // join over every price row of the currency. Null price = not sold in that currency.
    priceRub: numeric('price_rub', { precision: 12, scale: 2, mode: 'number' }),
    oldPriceRub: numeric('old_price_rub', { precision: 12, scale: 2, mode: 'number' }),
    priceKzt: numeric('price_kzt', { precision: 12, scale: 2, mode: 'number' }),
    oldPriceKzt: numeric('old_price_kzt', { precision: 12, scale: 2, mode: 'number' }),
    priceByn: numeric('price_byn', { precision: 12, scale: 2, mode: 'number' }),
    oldPriceByn: numeric('old_price_byn', { precision: 12, scale: 2, mode: 'number' }),
    /** Codes of the product's stones, sorted (insert facet, photo search). */
    insertCodes: text('insert_codes').array().notNull().default(sql`'{}'::text[]`),
    /** The product's stones as cards show them, in their order (read model of product_inserts). */
    inserts: jsonb('inserts').$type<ProductInsertValue[]>().notNull().default([]),
    /** Units over every store and size (read model of stock; kept by a trigger on stock). */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** The product's size labels in their order (size filter and facet without a join). */
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Names of the product's stones, space separated (full-text search). */
    insertNames: text('insert_names').notNull().default(''),
    /** Full-text document (issue 3 Search): name and article A, collection B, material and stones C. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', name), 'A') || setweight(to_tsvector('simple', article), 'A') || setweight(to_tsvector('russian', coalesce(collection_name, '')), 'B') || setweight(to_tsvector('russian', material_name || ' ' || insert_names), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('products_article_uq').on(t.article),
    uniqueIndex('products_url_code_uq').on(t.urlCode),
    index('products_section_popularity_idx').on(t.section, t.popularity.desc(), t.id),
    index('products_section_material_popularity_idx').on(t.section, t.materialCode, t.popularity.desc(), t.id),
    index('products_section_created_idx').on(t.section, t.createdAt.desc(), t.id),
    index('products_section_rating_idx').on(t.section, t.rating.desc(), t.ratingCount.desc(), t.id),
    index('products_section_price_rub_idx').on(t.section, t.priceRub, t.id),
    index('products_section_price_kzt_idx').on(t.section, t.priceKzt, t.id),
    index('products_section_price_byn_idx').on(t.section, t.priceByn, t.id),
    index('products_insert_codes_gin').using('gin', t.insertCodes),
    index('products_search_gin').using('gin', t.searchVector),
    index('products_article_prefix_idx').on(sql`${t.article} text_pattern_ops`),
    index('products_category_idx').on(t.categoryId),
    index('products_material_idx').on(t.materialCode),
    index('products_collection_idx').on(t.collectionCode),
    index('products_brand_idx').on(t.brand),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
    // Not declared here: products_search_candidates_idx (migration 0008), the same keys INCLUDE-ing
    // what autocomplete's candidate walk reads, for an index-only scan; drizzle cannot declare INCLUDE.
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    index('products_rating_idx').on(t.rating.desc(), t.id),
  ],
);

export const productInserts = pgTable(
  'product_inserts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stone code ('diamond', 'sapphire'): the insert filter value and the insert's url_code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(1),
    /** Carats. */
    weight: doublePrecision('weight'),
    colorCode: text('color_code').notNull(),
  },
  (t) => [index('product_inserts_product_idx').on(t.productId), index('product_inserts_code_idx').on(t.code, t.productId)],
);

export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<CurrencyColumn>().notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The crossed-out price; set only when it is above `price` (a discount). */
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('product_prices_product_currency_uq').on(t.productId, t.currency),
    index('product_prices_currency_price_idx').on(t.currency, t.price, t.productId),
    check('product_prices_price_ck', sql`${t.price} >= 0`),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Size label as shown ('16.5', '17', '45 см'). */
    size: text('size').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('product_sizes_product_size_uq').on(t.productId, t.size), index('product_sizes_size_idx').on(t.size, t.productId)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<StoreType>().notNull(),
    /** Lower-case GUID of a reference city (packages/domain geo data). */
    cityGuid: text('city_guid').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
    phone: text('phone'),
    /** Shop-map kinds (issue 8): the business type plus flagship, partner, trade_in… (api-contract storePointTypes). */
    pointTypes: text('point_types').array().notNull().default(sql`'{}'::text[]`),
    /** Whether the shop map shows the point (a closed-for-refit shop stays a pickup store but leaves the map). */
    isOnMap: boolean('is_on_map').notNull().default(true),
    metro: text('metro'),
    /** Services offered in the shop, in Russian ('Гравировка'). */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('stores_code_uq').on(t.code), index('stores_city_idx').on(t.cityGuid)],
);

/**
 * Stock per product, size and store. `size` is '' for products without sizes, otherwise a
 * product_sizes.size label of the same product.
 */
export const stock = pgTable(
  'stock',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_product_size_store_uq').on(t.productId, t.size, t.storeId),
    index('stock_store_idx').on(t.storeId),
    // "In stock" is an EXISTS per product: answered from this small index alone.
    index('stock_in_stock_idx').on(t.productId).where(sql`${t.quantity} > 0`),
    check('stock_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);
