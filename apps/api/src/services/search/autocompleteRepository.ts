// The autocomplete statement. Ranking every match of a broad query ('кольцо' finds a quarter of
// the catalogue) costs more than the 15 ms budget on PGlite, so the candidates are the most popular
// matches — an index walk in popularity order that stops early — re-ranked by full-text rank
// (name and article weigh most), trigram similarity of the name and popularity. The categories
// are counted over the same candidates: one statement, the matches read once.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db';
import { products } from '../../db/schema';
import { isPriced, selectedPrices } from '../catalog/priceColumns';
import { type CatalogContext } from '../catalog/requestContext';
import { type TextMatch } from './tsquery';

export interface AutocompleteRow {
  id: number;
  name: string;
  article: string;
  urlCode: string;
  price: number;
  oldPrice: number | null;
  priceKzt: number | null;
  categories: { id: number; n: number }[];
}

/** Candidates re-ranked: enough for the category shares and to lift a close name past a popular one. */
export const candidatePool = 120;
/** Trigram similarity is dear in WebAssembly: only the best few by rank are compared by it. */
const similarityPool = 24;

export async function autocompleteRows(
  db: Db,
  context: CatalogContext,
  match: TextMatch,
  query: string,
  limit: number,
): Promise<AutocompleteRow[]> {
  const brand = context.brand === null ? undefined : eq(products.brand, context.brand);
  const pool = db.$with('pool').as(
    db
      .select({ id: products.id, categoryId: products.categoryId, score: sql<number>`${match.rank}`.as('score') })
      .from(products)
      .where(and(match.where, isPriced(context.currency), brand))
      .orderBy(sql`${products.popularity} desc nulls last`, asc(products.id))
      .limit(candidatePool),
  );
  const groups = db.$with('groups').as(
    db
      .select({ categoryId: pool.categoryId, n: count().as('n') })
      .from(pool)
      .groupBy(pool.categoryId)
      .orderBy(desc(count()), asc(pool.categoryId))
      .limit(5),
  );
  const best = db.$with('best').as(db.select({ id: pool.id, score: pool.score }).from(pool).orderBy(desc(pool.score), asc(pool.id)).limit(similarityPool));
  const finalScore = sql`${best.score} + 0.3 * similarity(${products.name}, ${query})`;
  return db
    .with(pool, groups, best)
    .select({
      id: products.id,
      name: products.name,
      article: products.article,
      urlCode: products.urlCode,
      ...selectedPrices(context.currency),
      priceKzt: products.priceKzt,
      categories: sql<{ id: number; n: number }[]>`(select coalesce(json_agg(json_build_object('id', g.category_id, 'n', g.n) order by g.n desc, g.category_id), '[]'::json) from ${groups} g)`,
    })
    .from(best)
    .innerJoin(products, eq(products.id, best.id))
    .orderBy(sql`${finalScore} desc`, asc(products.id))
    .limit(limit);
}
