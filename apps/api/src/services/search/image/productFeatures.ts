// Features of every product's own picture (the drawing the media service serves, white variant,
// the first picture a listing shows), rasterised once per distinct look — type, metal colour, the first two stones and a
// stone-count band — and kept per app: 10,000 products need a few hundred drawings.
import { asc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../../db';
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

/** Counts drawn alike at the features' size fall in one band; its first value is drawn. */
function countBand(count: number): number {
  if (count <= 1) return 1;
  if (count <= 5) return 3;
  return 12;
}

export async function loadProductLooks(db: Db): Promise<ProductLook[]> {
  const rows = await db
    .select({
      id: products.id,
      article: products.article,
      urlCode: products.urlCode,
      name: products.name,
      section: products.section,
      metal: products.metal,
      color: products.materialColor,
      categoryUrl: categories.url,
      inserts: sql<PictureInsert[]>`coalesce((select json_agg(json_build_object('code', i.code, 'color', i.color_code, 'count', i.count) order by i.id) from (select * from product_inserts pi where pi.product_id = ${products.id} order by pi.id limit 2) i), '[]'::json)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.id));
  const byLook = new Map<string, Promise<ImageFeatures>>();
  const looks: Promise<ProductLook>[] = rows.map(async (row) => {
    const type = pictureTypeOf(row.categoryUrl, row.section);
    const inserts = row.inserts.map((insert) => ({ ...insert, count: countBand(insert.count) }));
    const color = row.color || (metalColors[row.metal] ?? fallbackMetalColor);
    const key = JSON.stringify([type, row.metal, color, inserts]);
    let features = byLook.get(key);
    if (!features) {
      const svg = renderProductSvg({ type, metal: row.metal, color, inserts, variant: 'white', index: 1 });
      features = rasterize(Buffer.from(svg)).then(imageFeatures);
      byLook.set(key, features);
    }
    return { id: row.id, article: row.article, urlCode: row.urlCode, name: row.name, type, features: await features };
  });
  return Promise.all(looks);
}

/** Memoised per app: the first photo search draws the looks, later ones reuse them. */
export function productLooksCache(db: Db): { get(): Promise<ProductLook[]>; invalidate(): void } {
  let pending: Promise<ProductLook[]> | null = null;
  return {
    get() {
      pending ??= loadProductLooks(db).catch((error: unknown) => {
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
