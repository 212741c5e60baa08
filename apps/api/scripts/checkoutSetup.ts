// Shared by the checkout proofs on PostgreSQL (checkoutConcurrency.ts, checkoutLatency.ts): a seeded
// database, shoppers with sessions and baskets written straight to it, and API replicas listening on
// loopback ports, each with its own connection pool, as separate servers would.
import { defaultCityOf } from '@ornament/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Database, type Db, openDatabase } from '../src/db';
import { basketItems, baskets, products, stock, stores, users } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { loadEnv } from '../src/env';
import { startSession } from '../src/plugins/session';

export const origin = 'http://localhost:3000';

export async function preparedDatabase(url: string, productCount: number): Promise<Database> {
  const database = await openDatabase({ DATABASE_URL: url, PGLITE_DATA_DIR: 'memory://' });
  await database.migrate();
  const [existing] = await database.db.select({ id: products.id }).from(products).limit(1);
  if (!existing) {
    await seedDatabase(database.db, { products: productCount });
    await database.db.execute(sql`analyze`);
  }
  return database;
}

export interface Replica {
  app: FastifyInstance;
  database: Database;
  base: string;
}

/** An API replica on its own pool (max 10 connections), like one more server process. */
export async function startReplica(url: string): Promise<Replica> {
  const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', ALLOWED_ORIGINS: origin });
  const database = await openDatabase(env);
  const app = await buildApp({ env, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, database, base: address };
}

export async function stopReplica(replica: Replica): Promise<void> {
  await replica.app.close();
  await replica.database.close();
}

export interface Product {
  productId: number;
  size: string;
}

/** The n-th main-brand product priced in roubles. */
export async function productAt(db: Db, index: number): Promise<Product> {
  const [row] = await db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(and(isNotNull(products.priceRub), eq(products.brand, 'main'), eq(products.catalog, 'catalog')))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(index);
  return { productId: row!.id, size: row!.sizes[0] ?? '' };
}

export async function moscowStoreId(db: Db): Promise<number> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.cityGuid, defaultCityOf('RU').guid)).orderBy(asc(stores.id)).limit(1);
  return row!.id;
}

/** Replaces the product's stock by `units` in one shop. */
export async function setStock(db: Db, product: Product, storeId: number, units: number): Promise<void> {
  await db.delete(stock).where(eq(stock.productId, product.productId));
  await db.insert(stock).values({ productId: product.productId, size: product.size, storeId, quantity: units });
}

export async function stockState(db: Db, productId: number): Promise<{ total: number; min: number }> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stock.quantity}), 0)::int`, min: sql<number>`coalesce(min(${stock.quantity}), 0)::int` })
    .from(stock)
    .where(eq(stock.productId, productId));
  return { total: Number(row?.total ?? 0), min: Number(row?.min ?? 0) };
}

export interface Shopper {
  userId: string;
  cookie: string;
  name: string;
  phone: string;
}

/** `count` signed-in shoppers (phones 7{prefix}nnnn, prefix of 6 digits), each with `lines` in the basket and in-store pickup paid in cash. */
export async function shoppers(db: Db, prefix: string, count: number, lines: readonly Product[], storeId: number): Promise<Shopper[]> {
  const created: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `7${prefix}${String(i).padStart(4, '0')}`;
    const name = `Покупатель${i}`;
    const [user] = await db
      .insert(users)
      .values({ isGuest: false, phone, name, surname: 'Тестов' })
      .onConflictDoUpdate({ target: users.phone, targetWhere: sql`${users.isGuest} = false`, set: { name } })
      .returning({ id: users.id });
    const userId = user!.id;
    await db.delete(basketItems).where(eq(basketItems.userId, userId));
    await db.insert(basketItems).values(lines.map((line) => ({ userId, productId: line.productId, size: line.size, quantity: 1 })));
    const choice = { paymentMethod: 'cash', orderType: 'in_stock', storeId };
    await db.insert(baskets).values({ userId, ...choice }).onConflictDoUpdate({ target: baskets.userId, set: choice });
    created.push({ userId, cookie: (await startSession(db, userId, false)).split(';')[0]!, name, phone });
  }
  return created;
}

export function orderBody(shopper: Shopper): Record<string, string> {
  return { buyerName: shopper.name, buyerSurname: 'Тестов', buyerPhone: shopper.phone };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
