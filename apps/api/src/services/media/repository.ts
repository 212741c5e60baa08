import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, productInserts, products } from '../../db/schema';
import type { PictureInsert } from './renderProductSvg';

export interface PictureSource {
  categoryUrl: string;
  section: string;
  metal: string;
  color: string;
  inserts: PictureInsert[];
}

export async function findPictureSource(db: Db, urlCode: string): Promise<PictureSource | null> {
  const [row] = await db
    .select({ id: products.id, categoryUrl: categories.url, section: products.section, metal: products.metal, color: products.materialColor })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.urlCode, urlCode))
    .limit(1);
  if (!row) return null;
  const inserts = await db
    .select({ code: productInserts.code, color: productInserts.colorCode, count: productInserts.count })
    .from(productInserts)
    .where(eq(productInserts.productId, row.id))
    .orderBy(asc(productInserts.id));
  return { categoryUrl: row.categoryUrl, section: row.section, metal: row.metal, color: row.color, inserts };
}
