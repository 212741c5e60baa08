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

/** The channel migration 0022's triggers notify on every catalogue write, and the brackets ride on. */
export const catalogChangedChannel = 'catalog_changed';

const prefix = 'stock-moves';
/** The tables a bracketed stock move writes. */
const stockMoveTables: ReadonlySet<string> = new Set(['stock', 'products']);

type StockMoveNotice = { kind: 'begin'; id: string } | { kind: 'end'; id: string; soldOut: boolean; articles: string[] };

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
function parseStockMoveNotice(payload: string): StockMoveNotice | null {
  const match = /^stock-moves:(begin|end):([\w-]+)(?::([01]):(.*))?$/s.exec(payload);
  if (!match) return null;
  if (match[1] === 'begin') return { kind: 'begin', id: match[2]! };
  return { kind: 'end', id: match[2]!, soldOut: match[3] !== '0', articles: (match[4] ?? '').split(',').filter(Boolean) };
}

/** What a catalog_changed notice means for a cache: everything is stale, or only these products' reads. */
export type CatalogChange = { wholeCatalogue: true } | { wholeCatalogue: false; articles: readonly string[] };

/**
 * Reads the catalog_changed channel's notices in order and says what changed: a closed bracket that
 * sold nothing out names its products; anything else (a table written outside a bracket, a bracket
 * that never closed, a sold-out product, which listings hide) is the whole catalogue. The bracket's
 * own table notices say nothing more. `lost()` is for a connection that missed notices.
 */
export function catalogChangeReader(onChange: (change: CatalogChange) => void): { hear: (payload: string) => void; lost: () => void } {
  /** The bracket whose table notices are arriving now (one transaction's notices arrive together). */
  let openMove: string | null = null;
  const whole = () => onChange({ wholeCatalogue: true });
  return {
    hear(payload) {
      const move = parseStockMoveNotice(payload);
      if (move?.kind === 'begin') {
        // An earlier bracket never closed: what it wrote is not known.
        if (openMove !== null) whole();
        openMove = move.id;
      } else if (move?.kind === 'end') {
        const closes = move.id === openMove;
        openMove = null;
        if (!closes || move.soldOut || move.articles.length === 0) whole();
        else onChange({ wholeCatalogue: false, articles: move.articles });
      } else if (openMove === null || !stockMoveTables.has(payload)) {
        openMove = null;
        whole();
      }
    },
    lost() {
      openMove = null;
      whole();
    },
  };
}
