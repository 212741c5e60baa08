// A checkout's stock moves, named to the storefronts' revalidation (plugins/storefrontRevalidation.ts).
// Migration 0022's triggers say only which table a statement wrote ('stock', and 'products' through the
// stock total's trigger), so an order taking stock looked like an operator's catalogue edit and expired
// every cached page of every storefront: under trade, the page cache was empty all the time (issue 22).
// The checkout brackets its stock writes with two notices on the same channel, in its own transaction:
// PostgreSQL delivers one transaction's notices together, in the order they were sent, so the table
// notices between `begin` and `end` are the checkout's and the `end` names its products. Anything not
// bracketed (an operator, a psql session, a cancelled order's stock coming back) still expires it all.
// The `end` also names which of its products' pages read otherwise now: most sales change nothing a
// product page shows (a size still in stock, 'Осталось мало' still true), so their pages stay cached.
// A size's own count and shops show only on the page with that size picked (`?size=`): a change there
// alone is named apart, so the product's page without a size stays cached.
import { lowStockLabel } from '@ornament/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { products, stock } from '../db/schema';

/** The channel migration 0022's triggers notify on every catalogue write, and the brackets ride on. */
export const catalogChangedChannel = 'catalog_changed';

const prefix = 'stock-moves';
/** The tables a bracketed stock move writes. */
const stockMoveTables: ReadonlySet<string> = new Set(['stock', 'products']);

/**
 * The closing notice's body: the products whose stock moved (the API's cached answers show their
 * quantities), those whose page now reads otherwise, those of the rest whose pages with a size picked
 * read otherwise, and whether one of them has none left.
 */
interface StockMoveEnd {
  soldOut: boolean;
  articles: string[];
  shownChanged: string[];
  sizesChanged: string[];
}

type StockMoveNotice = { kind: 'begin'; id: string } | ({ kind: 'end'; id: string } & StockMoveEnd);

/** An open bracket: its id and what the products' pages showed of their stock before the moves. */
export interface StockMoves {
  id: string;
  shownBefore: Map<number, ShownStock>;
}

/**
 * A product's article, its units in all shops, and as strings what its page says of them: the page
 * without a size picked (`shown`), and what the pages with one add (`sizesShown`).
 */
interface ShownStock {
  article: string;
  total: number;
  shown: string;
  sizesShown: string;
}

/**
 * What a product page reads of the product's stock (packages/catalog StockInfo, SizePicker): in stock
 * or not and the low-stock label (domain lowStockLabel: 'Осталось мало' from 10 units, else the count)
 * of the product, which of its sizes are in stock, and, on a page with a size picked, that size's label
 * and the shops holding it. A product without sizes shows its one row's label and shops on its page.
 * The exact count below the label's threshold is in the label; above it, a sale changes nothing on the
 * page, and the page's live stock line (LiveStock) reads the count itself.
 */
async function shownStockOf(db: Db, productIds: readonly number[]): Promise<Map<number, ShownStock>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, article: products.article, total: products.stockQuantity, size: stock.size, storeId: stock.storeId, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, and(eq(stock.productId, products.id), gt(stock.quantity, 0)))
    .where(inArray(products.id, ids));
  const byProduct = new Map<number, { article: string; total: number; sizes: Map<string, number>; shops: string[] }>();
  for (const row of rows) {
    const entry = byProduct.get(row.id) ?? { article: row.article, total: row.total, sizes: new Map<string, number>(), shops: [] as string[] };
    byProduct.set(row.id, entry);
    if (row.size === null || row.storeId === null || row.quantity === null) continue;
    entry.sizes.set(row.size, (entry.sizes.get(row.size) ?? 0) + row.quantity);
    entry.shops.push(`${row.storeId}/${row.size}`);
  }
  const shown = new Map<number, ShownStock>();
  for (const [id, entry] of byProduct) {
    const sized = [...entry.sizes.keys()].some((size) => size !== '');
    const perSize = JSON.stringify([[...entry.sizes].map(([size, quantity]) => `${size}=${lowStockLabel(quantity)}`).sort(), entry.shops.sort()]);
    const page = JSON.stringify([lowStockLabel(entry.total), [...entry.sizes.keys()].sort(), sized ? null : perSize]);
    shown.set(id, { article: entry.article, total: entry.total, shown: page, sizesShown: sized ? perSize : '' });
  }
  return shown;
}

/**
 * Opens the bracket; call it after the products' stock rows are locked and before the transaction's
 * first stock write: it reads what their pages show now.
 */
export async function beginStockMoves(db: Db, productIds: readonly number[]): Promise<StockMoves> {
  const id = randomUUID();
  const shownBefore = await shownStockOf(db, productIds);
  await db.execute(sql`select pg_notify(${catalogChangedChannel}, ${`${prefix}:begin:${id}`})`);
  return { id, shownBefore };
}

/**
 * Closes the bracket: the products whose stock moved, those whose page changed, those whose pages with
 * a size picked alone changed, and whether one sold out.
 */
export async function endStockMoves(db: Db, moves: StockMoves): Promise<void> {
  const after = await shownStockOf(db, [...moves.shownBefore.keys()]);
  const moved = [...moves.shownBefore].map(([id, before]) => ({ before, now: after.get(id) }));
  const pageChanged = ({ before, now }: (typeof moved)[number]) => now?.shown !== before.shown;
  const end: StockMoveEnd = {
    soldOut: [...after.values()].some((product) => product.total <= 0),
    articles: moved.map(({ before }) => before.article),
    shownChanged: moved.filter(pageChanged).map(({ before }) => before.article),
    sizesChanged: moved.filter((move) => !pageChanged(move) && move.now?.sizesShown !== move.before.sizesShown).map(({ before }) => before.article),
  };
  await db.execute(sql`select pg_notify(${catalogChangedChannel}, ${`${prefix}:end:${moves.id}:${JSON.stringify(end)}`})`);
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The bracket's notice, or null for any other payload (a table name) or a closing body it cannot read. */
function parseStockMoveNotice(payload: string): StockMoveNotice | null {
  const match = /^stock-moves:(begin|end):([\w-]+)(?::(.*))?$/s.exec(payload);
  if (!match) return null;
  if (match[1] === 'begin') return match[3] === undefined ? { kind: 'begin', id: match[2]! } : null;
  let body: unknown;
  try {
    body = JSON.parse(match[3] ?? '');
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { soldOut, articles, shownChanged, sizesChanged = [] } = body as Record<string, unknown>;
  if (typeof soldOut !== 'boolean' || !isStrings(articles) || !isStrings(shownChanged) || !isStrings(sizesChanged)) return null;
  return { kind: 'end', id: match[2]!, soldOut, articles, shownChanged, sizesChanged };
}

/**
 * What a catalog_changed notice means for a cache: everything is stale, or a checkout's stock moves:
 * its products (`articles`), those whose page now reads otherwise (`shownChanged`), those of the rest
 * whose pages with a size picked read otherwise (`sizesChanged`; an API from before it names none, and
 * put those in `shownChanged`), and whether one of them has none left (`soldOut`: what filters or
 * counts by stock, the listings, changed too).
 */
export type CatalogChange =
  | { wholeCatalogue: true }
  | { wholeCatalogue: false; articles: readonly string[]; shownChanged: readonly string[]; sizesChanged: readonly string[]; soldOut: boolean };

/**
 * Reads the catalog_changed channel's notices in order and says what changed: a closed bracket names
 * its products; anything else (a table written outside a bracket, a bracket that never closed) is the
 * whole catalogue. The bracket's own table notices say nothing more. `lost()` is for a connection that
 * missed notices.
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
        if (!closes || move.articles.length === 0) whole();
        else onChange({ wholeCatalogue: false, articles: move.articles, shownChanged: move.shownChanged, sizesChanged: move.sizesChanged, soldOut: move.soldOut });
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
