// Units of the basket's lines in one shop (pickup in_stock from the chosen shop).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { stock } from '../../../db/schema';

export async function storeStockOf(db: Db, storeId: number, productIds: readonly number[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stock.productId, size: stock.size, quantity: sql<number>`${stock.quantity}`.mapWith(Number) })
    .from(stock)
    .where(and(eq(stock.storeId, storeId), inArray(stock.productId, [...productIds])));
  return new Map(rows.map((row) => [`${row.productId}#${row.size}`, row.quantity]));
}
