// The autocomplete statement. Ranking every match of a broad query ('кольцо' finds a quarter of
// the catalogue) costs more than the 15 ms budget on PGlite, so the candidates are the most popular
// matches — a walk down popularity order that stops after `candidatePool` matches, index-only over
// the index of migration 0008 — each with its full-text rank (name and article weigh most) plus
// popularity. The categories are counted over the candidates and the best few by rank are read in
// full, in the same statement; those few are re-ranked here by the trigram similarity of their
// names (pg_trgm's rule, see trigram.ts), which in WebAssembly cost more than the rest of the query.
// The statement is written as SQL: the query builder took 0.6 ms a request to assemble its CTEs.
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import { isPriced, priceColumnsOf } from '../catalog/priceColumns';
import type { CatalogContext } from '../catalog/requestContext';
import { trigramSimilarity, trigramsOf } from './trigram';
import type { TextMatch } from './tsquery';
import { rowsOf } from '../../db/rows';

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
/** Only the best few by rank are read in full and compared by name. */
export const similarityPool = 24;
/** How much the name's likeness to the query adds to the rank. */
export const similarityWeight = 0.3;
const categoryShares = 5;

type Detail = Omit<AutocompleteRow, 'categories'>;

/** A best candidate read in full, with its rank (full-text rank plus popularity, see textMatchOf). */
export type RankedDetail = Detail & { score: number };

// Product names repeat across requests (10,000 products have about 1,300 distinct names): their
// trigrams are kept, up to a bound that a catalogue's names stay far below.
const nameTrigrams = new Map<string, ReadonlySet<string>>();
const nameTrigramsBound = 50_000;

function trigramsOfName(name: string): ReadonlySet<string> {
  let trigrams = nameTrigrams.get(name);
  if (!trigrams) {
    if (nameTrigrams.size >= nameTrigramsBound) nameTrigrams.clear();
    trigrams = trigramsOf(name);
    nameTrigrams.set(name, trigrams);
  }
  return trigrams;
}

/** Rank plus the name's trigram similarity to the query; the `limit` best, ties by id. */
export function rerankByName(best: readonly RankedDetail[], query: string, limit: number): Detail[] {
  const wanted = trigramsOf(query);
  return best
    .map(({ score, ...detail }) => ({ detail, final: score + similarityWeight * trigramSimilarity(trigramsOfName(detail.name), wanted) }))
    .sort((a, b) => b.final - a.final || a.detail.id - b.detail.id)
    .slice(0, limit)
    .map(({ detail }) => detail);
}

/** What the statement answers per best candidate; numbers may come as strings (numeric, per driver). */
interface BestRow extends Record<string, unknown> {
  id: number;
  name: string;
  article: string;
  url_code: string;
  price: number | string;
  old_price: number | string | null;
  price_kzt: number | string | null;
  score: number | string;
  categories: { id: number; n: number }[] | string;
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function autocompleteStatement(context: CatalogContext, match: TextMatch): SQL {
  const { price, oldPrice } = priceColumnsOf(context.currency);
  const where = and(match.where, isPriced(context.currency), context.brand === null ? undefined : eq(products.brand, context.brand));
  return sql`with pool as materialized (
      select ${products.id} as id, ${products.categoryId} as category_id, ${match.rank} as score
      from ${products} where ${where}
      order by ${products.popularity} desc nulls last, ${products.id} limit ${candidatePool}),
    best as (select id, score from pool order by score desc, id limit ${similarityPool})
    select ${products.id} as id, ${products.name} as name, ${products.article} as article, ${products.urlCode} as url_code,
      ${price} as price, ${oldPrice} as old_price, ${products.priceKzt} as price_kzt, best.score as score,
      (select coalesce(json_agg(json_build_object('id', g.category_id, 'n', g.n) order by g.n desc, g.category_id), '[]'::json)
         from (select category_id, count(*)::int as n from pool group by category_id order by count(*) desc, category_id limit ${categoryShares}) g) as categories
    from best join ${products} on ${products.id} = best.id`;
}

export async function autocompleteRows(
  db: Db,
  context: CatalogContext,
  match: TextMatch,
  query: string,
  limit: number,
): Promise<AutocompleteRow[]> {
  const rows = rowsOf<BestRow>(await db.execute<BestRow>(autocompleteStatement(context, match)));
  const [first] = rows;
  if (!first) return [];
  const categories = typeof first.categories === 'string' ? (JSON.parse(first.categories) as { id: number; n: number }[]) : first.categories;
  const best = rows.map((row) => ({
    id: row.id,
    name: row.name,
    article: row.article,
    urlCode: row.url_code,
    price: Number(row.price),
    oldPrice: numberOrNull(row.old_price),
    priceKzt: numberOrNull(row.price_kzt),
    score: Number(row.score),
  }));
  return rerankByName(best, query, limit).map((detail) => ({ ...detail, categories }));
}
