// Checkout test fixtures: a product with known stock, basket lines and delivery choices written
// straight to the database (the basket routes have their own tests), and a signed-in caller with an
// Idempotency-Key per attempt.
import { randomUUID } from 'node:crypto';
import { idempotencyKeyHeader, paths } from '@ornament/api-contract';
import { defaultCityOf } from '@ornament/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db';
import { basketItems, baskets, deliveryTariffs, products, stock, stores } from '../../src/db/schema';
import type { SeededUserKey } from '../../src/db/seed/users';
import { signedIn } from '../orders/signedIn';

export const storefront = 'http://localhost:3000';

export interface StockedProduct {
  productId: number;
  size: string;
  price: number;
}

/** Tariffs the basket's delivery plan reads, when the seed has none yet. */
export async function ensureTariffs(db: Db): Promise<void> {
  const types = [
    { orderType: 'sim', price: 300, freeFrom: 100_000, days: 2, slots: ['10:00-14:00', '14:00-18:00'] },
    { orderType: 'express', price: 700, freeFrom: null, days: 0, slots: [] },
    { orderType: 'in_stock', price: 0, freeFrom: null, days: 0, slots: [] },
    { orderType: 'zvm', price: 0, freeFrom: null, days: 3, slots: [] },
    { orderType: 'pvz', price: 200, freeFrom: 50_000, days: 3, slots: [] },
  ];
  await db
    .insert(deliveryTariffs)
    .values(types.map((type) => ({ countryCode: 'RU', currency: 'RUB', cutoffHour: 24, reservationDays: 7, ...type })))
    .onConflictDoNothing();
}

/** A Moscow shop (the default city's). */
export async function moscowStore(db: Db, skip = 0): Promise<number> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.cityGuid, defaultCityOf('RU').guid)).orderBy(asc(stores.id));
  return rows[skip]!.id;
}

/** A main-brand product priced in roubles, its stock replaced by `units` per shop. */
export async function stockedProduct(db: Db, units: Record<number, number>, skip = 0): Promise<StockedProduct> {
  const rows = await db
    .select({ id: products.id, price: products.priceRub, sizes: products.sizes })
    .from(products)
    .where(and(isNotNull(products.priceRub), eq(products.brand, 'main'), eq(products.catalog, 'catalog'), sql`${products.priceRub} between 5000 and 50000`))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(skip);
  const product = rows[0]!;
  const size = product.sizes[0] ?? '';
  await db.delete(stock).where(eq(stock.productId, product.id));
  await db.insert(stock).values(Object.entries(units).map(([storeId, quantity]) => ({ productId: product.id, size, storeId: Number(storeId), quantity })));
  return { productId: product.id, size, price: product.price! };
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${stock.quantity}), 0)::int` }).from(stock).where(eq(stock.productId, productId));
  return Number(row?.n ?? 0);
}

export async function putInBasket(db: Db, userId: string, product: StockedProduct, quantity = 1): Promise<number> {
  await db.delete(basketItems).where(eq(basketItems.userId, userId));
  const [row] = await db.insert(basketItems).values({ userId, productId: product.productId, size: product.size, quantity }).returning({ id: basketItems.id });
  return row!.id;
}

export interface Choice {
  paymentMethod?: string | null;
  orderType?: string | null;
  storeId?: number | null;
  pvzCode?: string | null;
  giftCardNumber?: string | null;
}

export async function choose(db: Db, userId: string, choice: Choice): Promise<void> {
  const values = { paymentMethod: null, orderType: null, storeId: null, pvzCode: null, giftCardNumber: null, ...choice };
  await db.insert(baskets).values({ userId, ...values }).onConflictDoUpdate({ target: baskets.userId, set: values });
}

export interface Shopper {
  userId: string;
  create(body: object, options?: { key?: string; origin?: string | null }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

export async function shopper(app: FastifyInstance, db: Db, key: SeededUserKey, secureCookies = false): Promise<Shopper> {
  const session = await signedIn(app, db, key, secureCookies);
  return {
    userId: session.userId,
    create: (body, options = {}) =>
      session.call({
        method: 'POST',
        url: paths.orderCreate,
        payload: body,
        headers: { [idempotencyKeyHeader]: options.key ?? randomUUID(), ...(options.origin === null ? {} : { origin: options.origin ?? storefront }) },
      }),
    get: (url) => session.call({ method: 'GET', url }),
    post: (url, payload) => session.call({ method: 'POST', url, payload }),
    postForm: (url, form) =>
      session.call({ method: 'POST', url, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront } }),
  };
}

export const anna = { buyerName: 'Анна', buyerSurname: 'Смирнова', buyerPhone: '+7 999 000-00-01', buyerEmail: 'anna@example.ru' };
