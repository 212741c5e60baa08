// Spec 2 §3 Comment summary for listing cards and the product page, from the products' read model.
import type { CommentInfo } from '@ornament/api-contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { products } from '../../db/schema';

export async function commentInfoOf(db: Db, urlCodes: string[]): Promise<CommentInfo[]> {
  const rows = await db
    .select({ article: products.article, urlCode: products.urlCode, rating: products.rating, count: products.ratingCount })
    .from(products)
    .where(inArray(products.urlCode, urlCodes));
  const byCode = new Map(rows.map((row) => [row.urlCode, row]));
  // In the order asked for, as the cards are laid out.
  return urlCodes.flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    return [{ article: row.article, url_code: row.urlCode, sum_comments: row.count, rating: Math.round(row.rating), rating_float: Math.round(row.rating * 10) / 10 }];
  });
}
