// The light basket summary (easy-calculate): live lines without pricing, for the header counter.
import type { BasketEasyCalculateResponse } from '@ornament/api-contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { basketItems, products } from '../../../db/schema';
import { externalIdOf } from '../present';

export async function easySummary(db: Db, userId: string): Promise<BasketEasyCalculateResponse['data']> {
  const rows = await db
    .select({ id: basketItems.id, article: products.article, size: basketItems.size, quantity: basketItems.quantity, isSelected: basketItems.isSelected })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(and(eq(basketItems.userId, userId), isNull(basketItems.deletedAt)))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  return {
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    articles: new Set(rows.map((row) => row.article)).size,
    items: rows.map((row) => ({ ...row, externalId: externalIdOf(row.article, row.size) })),
  };
}

export async function unitsInBasket(db: Db, userId: string, productId: number, size: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int`.mapWith(Number) })
    .from(basketItems)
    .where(and(eq(basketItems.userId, userId), eq(basketItems.productId, productId), eq(basketItems.size, size), isNull(basketItems.deletedAt)));
  return row?.n ?? 0;
}
