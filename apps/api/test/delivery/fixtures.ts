// Known tariffs and a basket for the offers service's delivery tests: the tariff table is replaced by
// these rows, so days and prices are exact whatever the project seed writes there.
import type { Db } from '../../src/db';
import { basketItems, deliveryTariffs, stock, stores } from '../../src/db/schema';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

export const moscowGuid = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
export const petersburgGuid = 'c2deb16a-0330-4f05-821f-1d09c93331e6';
export const astanaGuid = '6a4f35e1-5606-5c34-bba0-e1c9999a761b';

/** cutoffHour 24 never passes, so the days do not depend on when the test runs; sim's 0 always passes. */
export async function useKnownTariffs(db: Db): Promise<void> {
  await db.delete(deliveryTariffs);
  const ru = { countryCode: 'RU', currency: 'RUB', cutoffHour: 24 };
  await db.insert(deliveryTariffs).values([
    { ...ru, orderType: 'in_stock', price: 0, days: 0, reservationDays: 5 },
    { ...ru, orderType: 'zvm', price: 0, days: 3, reservationDays: 7 },
    { ...ru, orderType: 'pvz', price: 300, freeFrom: 5000, days: 2, reservationDays: 7 },
    { ...ru, orderType: 'sim', price: 500, freeFrom: 10000, days: 1, cutoffHour: 0 },
    { ...ru, cityGuid: moscowGuid, orderType: 'pvz', price: 200, freeFrom: 5000, days: 1, reservationDays: 7 },
    { ...ru, cityGuid: moscowGuid, orderType: 'express', price: 900, days: 0 },
    { countryCode: 'KZ', currency: 'KZT', cutoffHour: 24, orderType: 'pvz', price: 1500, freeFrom: 30000, days: 3, reservationDays: 5 },
  ]);
}

export interface HeldLine {
  productId: number;
  article: string;
  size: string;
  /** A Moscow shop holding it. */
  storeId: number;
  /** Another Moscow shop that does not (its stock of the line set to 0). */
  otherStoreId: number;
}

/** Two different products held in the first Moscow shop; the second Moscow shop made to lack them. */
export async function moscowLines(db: Db): Promise<[HeldLine, HeldLine]> {
  const shops = await db.select({ id: stores.id }).from(stores).where(eq(stores.cityGuid, moscowGuid)).orderBy(asc(stores.id));
  const [first, second] = shops;
  const rows = await db
    .select({ productId: stock.productId, size: stock.size, article: sql<string>`(select article from products where id = ${stock.productId})` })
    .from(stock)
    .where(and(eq(stock.storeId, first!.id), gt(stock.quantity, 2)))
    .orderBy(asc(stock.productId), asc(stock.size));
  const picked = rows.filter((row, i) => rows.findIndex((other) => other.productId === row.productId) === i).slice(0, 2);
  for (const row of picked) {
    await db.update(stock).set({ quantity: 0 }).where(and(eq(stock.productId, row.productId), eq(stock.size, row.size), eq(stock.storeId, second!.id)));
  }
  return picked.map((row) => ({ ...row, storeId: first!.id, otherStoreId: second!.id })) as [HeldLine, HeldLine];
}

export async function putInBasket(db: Db, userId: string, lines: readonly { productId: number; size: string; quantity: number; isSelected?: boolean }[]): Promise<void> {
  await db.delete(basketItems).where(eq(basketItems.userId, userId));
  await db.insert(basketItems).values(lines.map((line) => ({ userId, productId: line.productId, size: line.size, quantity: line.quantity, isSelected: line.isSelected ?? true })));
}
