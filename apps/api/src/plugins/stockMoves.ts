// A checkout's stock moves, named to the storefronts' revalidation (plugins/storefrontRevalidation.ts).
// Migration 0022's triggers say only which table a statement wrote ('stock', and 'products' through the
// stock total's trigger), so an order taking stock looked like an operator's catalogue edit and expired
// every cached page of every storefront: under trade, the page cache was empty all the time (issue 22).
// The checkout brackets its stock writes with two notices on the same channel, in its own transaction:
// PostgreSQL delivers one transaction's notices together, in the order they were sent, so the table
// notices between `begin` and `end` are the checkout's and the `end` names its products. Anything not
// bracketed (an operator, a psql session, a cancelled order's stock coming back) still expires it all.
import { inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { products } from '../db/schema';
import { catalogChangedChannel } from './catalogCache';

const prefix = 'stock-moves';
/** The tables a bracketed stock move writes. */
export const stockMoveTables: ReadonlySet<string> = new Set(['stock', 'products']);

export type StockMoveNotice = { kind: 'begin'; id: string } | { kind: 'end'; id: string; soldOut: boolean; articles: string[] };

/** Opens the bracket; call it before the transaction's first stock write. Resolves the bracket's id. */
export async function beginStockMoves(db: Db): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`select pg_notify(${catalogChangedChannel}, ${`${prefix}:begin:${id}`})`);
  return id;
}

/** Closes the bracket with the products whose stock moved and whether one of them has none left now. */
export async function endStockMoves(db: Db, id: string, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  const rows = ids.length === 0 ? [] : await db.select({ article: products.article, quantity: products.stockQuantity }).from(products).where(inArray(products.id, ids));
  const soldOut = rows.some((row) => row.quantity <= 0);
  const payload = `${prefix}:end:${id}:${soldOut ? 1 : 0}:${rows.map((row) => row.article).join(',')}`;
  await db.execute(sql`select pg_notify(${catalogChangedChannel}, ${payload})`);
}

/** The bracket's notice, or null for any other payload (a table name). */
export function parseStockMoveNotice(payload: string): StockMoveNotice | null {
  const match = /^stock-moves:(begin|end):([\w-]+)(?::([01]):(.*))?$/s.exec(payload);
  if (!match) return null;
  if (match[1] === 'begin') return { kind: 'begin', id: match[2]! };
  return { kind: 'end', id: match[2]!, soldOut: match[3] !== '0', articles: (match[4] ?? '').split(',').filter(Boolean) };
}
