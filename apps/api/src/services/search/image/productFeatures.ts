// Features of every product's own picture (the drawing the media service serves, white variant,
// the first picture a listing shows), rasterised once per distinct look — type, metal colour, the first two stones and a
// stone-count band — and kept per app: 10,000 products need a few hundred drawings.
// Loading them takes seconds on 10,000 products, so the server starts it in the background at start
// (services/warmUp.ts) and a photo search awaits the same load. It stays a background citizen: the
// products are read in pages, so other statements get the (PGlite: single) connection in between,
// and at most two drawings are rasterised at once.
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db';
import type { PictureType } from '../../../db/seed/kinds';
import { categories, products } from '../../../db/schema';
import { metalColors, fallbackMetalColor } from '../../media/palette';
import { pictureTypeOf } from '../../media/pictureType';
import { type PictureInsert, renderProductSvg } from '../../media/renderProductSvg';
import { type ImageFeatures, imageFeatures } from './features';
import { rasterize } from './rasterize';

export interface ProductLook {
  id: number;
  article: string;
  urlCode: string;
  name: string;
  type: string;
  features: ImageFeatures;
}

/** Products read per statement. */
const pageSize = 2500;
/** Drawings rasterised at once (sharp runs them on libuv's pool; requests keep the rest). */
const rasterConcurrency = 2;

/** Counts drawn alike at the features' size fall in one band; its first value is drawn. */
function countBand(count: number): number {
  if (count <= 1) return 1;
  if (count <= 5) return 3;
  return 12;
}

/** Runs `work` over `items`, `concurrency` at a time, answers in the items' order. */
async function mapLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export async function loadProductLooks(db: Db, signal?: AbortSignal): Promise<ProductLook[]> {
  const rows = [];
  for (let after = 0; ; ) {
    signal?.throwIfAborted();
    const page = await db
      .select({
        id: products.id,
        article: products.article,
        urlCode: products.urlCode,
        name: products.name,
        section: products.section,
        metal: products.metal,
        color: products.materialColor,
        categoryUrl: categories.url,
        // The read model of product_inserts, in their order (migration 0006).
        inserts: products.inserts,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(pageSize);
    rows.push(...page);
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = last.id;
  }
  const drawings = new Map<string, { type: PictureType; metal: string; color: string; inserts: PictureInsert[] }>();
  const keys = rows.map((row) => {
    const type = pictureTypeOf(row.categoryUrl, row.section);
    const inserts = row.inserts.slice(0, 2).map((insert) => ({ code: insert.code, color: insert.colorCode, count: countBand(insert.count) }));
    const color = row.color || (metalColors[row.metal] ?? fallbackMetalColor);
    const key = JSON.stringify([type, row.metal, color, inserts]);
    if (!drawings.has(key)) drawings.set(key, { type, metal: row.metal, color, inserts });
    return { key, type };
  });
  const features = new Map<string, ImageFeatures>();
  await mapLimited([...drawings], rasterConcurrency, async ([key, drawing]) => {
    signal?.throwIfAborted();
    const svg = renderProductSvg({ ...drawing, variant: 'white', index: 1 });
    features.set(key, imageFeatures(await rasterize(Buffer.from(svg))));
  });
  return rows.flatMap((row, at) => {
    const look = keys[at];
    const drawn = look && features.get(look.key);
    return drawn ? [{ id: row.id, article: row.article, urlCode: row.urlCode, name: row.name, type: look.type, features: drawn }] : [];
  });
}

export interface ProductLooksCache {
  /** The looks, loading them on the first call; callers during a load await that same load. */
  get(signal?: AbortSignal): Promise<ProductLook[]>;
  invalidate(): void;
}

/** Memoised per app: the warm-up (or the first photo search) draws the looks, later ones reuse them. */
export function productLooksCache(db: Db, load: typeof loadProductLooks = loadProductLooks): ProductLooksCache {
  let pending: Promise<ProductLook[]> | null = null;
  return {
    get(signal) {
      pending ??= load(db, signal).catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    invalidate() {
      pending = null;
    },
  };
}
