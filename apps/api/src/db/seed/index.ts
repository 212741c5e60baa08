// The deterministic seed (issue 2 §4): identical rows for identical options, written in one
// transaction with multi-row inserts. `now` anchors the dates; it defaults to a fixed day so two
// runs agree to the byte.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, productComments, productInserts, productPrices, productSizes, products, stock, stores } from '../schema';
import { geoIpRanges } from '../schema/geo';
import { insertInBatches, syncSequence } from './batches';
import { generateCategories } from './categories';
import { seedContent } from './content';
import { geoIpSeed } from './geoIp';
import { generateProducts } from './products';
import { generateReviews } from './reviews';
import { generateStock } from './stock';
import { generateStores } from './stores';
import { seedOrders } from './orders';
import { seedUsers } from './users';
import { seedAddresses } from './checkout/addresses';
import { seedPickupPoints } from './checkout/pickupPoints';
import { seedDeliveryTariffs } from './checkout/deliveryTariffs';
import { seedGiftCards } from './checkout/giftCards';
import { seedGiftCardShop } from './giftCards';
import { seedLoyalty } from './checkout/loyalty';
import { seedMessages } from './messages';
import { seedPromotions } from './promotions';
import { seedSeoMeta } from './seoMeta';
import { seedShopMap } from './shopMap';
import { seedTradeIn } from './tradeIn';
import { seedAuthenticity } from './authenticity';
import { seedCoupons } from './checkout/coupons';
import { seedPriceRules } from './checkout/priceRules';
import { seedTasksAndOffers } from './loyalty';
import { seedTaskList } from './loyalty/tasks';
import { refreshSearchTerms } from '../../services/search/terms';

export interface SeedOptions {
  products: number;
  /** The seed's "today": products are created over the two years before it. */
  now?: Date;
  /**
   * The day the seeded accounts' order history counts back from. Defaults to today (UTC midnight),
   * not `now`: pickup reserves and the 14-day return window must still be open when the shop is tried.
   */
  ordersNow?: Date;
  /**
   * The demo's accounts and what only they can use: staff and shoppers with the published password,
   * their orders, addresses, points and messages, the printed gift cards and promo codes. Off for a
   * live shop's catalogue (`seed --catalogue-only`, README "Production"). On by default.
   */
  demoAccounts?: boolean;
}

export interface SeedReport {
  categories: number;
  products: number;
  stores: number;
  stockRows: number;
  contentAreas: number;
  contentPages: number;
  milliseconds: number;
}

export const defaultSeedNow = new Date('2026-11-01T00:00:00.000Z');
export const defaultSeedProducts = 5000;

const seededTables = [
  'product_comments',
  'image_searches',
  'search_terms',
  'content_page_areas',
  'content_area_items',
  'content_pages',
  'content_areas',
  'geo_ip_ranges',
  'stock',
  'product_sizes',
  'product_prices',
  'product_inserts',
  'products',
  'stores',
  'categories',
];

/** Replaces everything the seed owns with a fresh, deterministic data set. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const categoryRows = generateCategories();
  const productSet = generateProducts({ count: options.products, now: options.now ?? defaultSeedNow, categories: categoryRows });
  const storeRows = generateStores();
  const stockRows = generateStock(productSet, storeRows);
  const stockTotals = totalsByProduct(stockRows);
  const reviewSet = generateReviews(productSet.map((p) => p.row), options.now ?? defaultSeedNow);

  const content = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${seededTables.join(', ')} restart identity cascade`));
    await insertInBatches(tx, categories, categoryRows);
    await insertInBatches(tx, stores, storeRows);
    // The stock total is the read model's (migration 0006): written with the row, the trigger finds it right.
    await insertInBatches(tx, products, productSet.map((p) => ({ ...p.row, ...reviewSet.ratingOf(p.row), stockQuantity: stockTotals.get(p.row.id) ?? 0 })));
    await insertInBatches(tx, productInserts, productSet.flatMap((p) => p.inserts), 1000);
    await insertInBatches(tx, productPrices, productSet.flatMap((p) => p.prices), 1000);
    await insertInBatches(tx, productSizes, productSet.flatMap((p) => p.sizes.map((size, sort) => ({ productId: p.row.id, size, sort }))), 2000);
    await insertInBatches(tx, stock, stockRows, 2000);
    await insertInBatches(tx, productComments, reviewSet.comments, 1000);
    await insertInBatches(tx, geoIpRanges, [...geoIpSeed]);
    for (const table of ['categories', 'stores', 'products']) await syncSequence(tx, table);
    // Issue 6: pickup points of the delivery services and delivery tariffs: the shop's, not the demo's.
    await seedPickupPoints(tx);
    await seedDeliveryTariffs(tx);
    if (options.demoAccounts ?? true) {
      // Issue 5: the seeded accounts (upserted, never truncated: real users stay) and their order history.
      const userIds = await seedUsers(tx);
      await seedOrders(tx, userIds, options.ordersNow ?? startOfToday());
      // Issue 6: the seeded shoppers' saved addresses, promo codes and promotions, gift cards, welcome bonuses.
      await seedAddresses(tx, userIds, options.now ?? defaultSeedNow);
      await seedPriceRules(tx);
      await seedCoupons(tx);
      await seedGiftCards(tx);
      await seedLoyalty(tx, userIds);
      // Issue 7: the tasks, the seeded shoppers' completed tasks and their personal offers; their bell messages.
      await seedTasksAndOffers(tx, userIds, options.ordersNow ?? startOfToday());
      await seedMessages(tx, userIds, options.ordersNow ?? startOfToday());
    } else {
      await seedTaskList(tx);
    }
    // Issue 8: promotions, their stores and the wheel of fortune.
    await seedPromotions(tx, options.ordersNow ?? startOfToday());
    // Issue 8: the shops' holiday hours and the shop map's filter list.
    await seedShopMap(tx, storeRows, options.ordersNow ?? startOfToday());
    // Issue 8: gift-card decors, and (the demo's) cards for the balance lookup.
    await seedGiftCardShop(tx, { lookupCards: options.demoAccounts ?? true });
    // Issue 8: SEO meta of the landings and sections, with the HTML site map's sections.
    await seedSeoMeta(tx);
    // Issue 8: trade-in prices, rules and landing; the products' barcodes for the authenticity check.
    await seedTradeIn(tx);
    await seedAuthenticity(tx, productSet.map((p) => p.row.id));
    return seedContent(tx);
  });
  // The search vocabulary follows the catalogue (the running app reloads it lazily).
  await refreshSearchTerms(db);

  return {
    categories: categoryRows.length,
    products: productSet.length,
    stores: storeRows.length,
    stockRows: stockRows.length,
    contentAreas: content.areas,
    contentPages: content.pages,
    milliseconds: Math.round(performance.now() - started),
  };
}

function totalsByProduct(rows: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const row of rows) if (row.quantity > 0) totals.set(row.productId, (totals.get(row.productId) ?? 0) + row.quantity);
  return totals;
}

/** Whether the database already holds a catalogue (a second start reuses it). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

function startOfToday(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}
