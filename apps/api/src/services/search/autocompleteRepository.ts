// The autocomplete statements. Ranking every match of a broad query ('кольцо' finds a quarter of
// the catalogue) costs more than the 15 ms budget on PGlite, so the candidates are the most popular
// matches — a walk down the popularity index that stops after `candidatePool` matches (index-only:
// migration 0007 carries the columns it tests on the index) — each with its full-text rank (name
// and article weigh most) and popularity. The categories are counted over the candidates, the best
// few by rank are read in full and re-ranked by the trigram similarity of their names here.
// Two small statements, no per-row work in the database beyond the match and its rank.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db } from '../../db';
import { products } from '../../db/schema';
import { isPriced, selectedPrices } from '../catalog/priceColumns';
import { type CatalogContext } from '../catalog/requestContext';
import { trigramSimilarity, trigramsOf } from './trigram';
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

export interface Candidate {
  id: number;
  categoryId: number;
  /** Full-text rank plus popularity (see textMatchOf). */
  score: number;
}

/** Candidates re-ranked: enough for the category shares and to lift a close name past a popular one. */
export const candidatePool = 120;
/** Only the best few by rank are read in full and compared by name. */
export const similarityPool = 24;
/** How much the name's likeness to the query adds to the rank. */
export const similarityWeight = 0.3;
const categoryShares = 5;

/** The categories most candidates belong to, most first, then by id. */
export function categorySharesOf(candidates: readonly Candidate[], limit = categoryShares): { id: number; n: number }[] {
  const counts = new Map<number, number>();
  for (const candidate of candidates) counts.set(candidate.categoryId, (counts.get(candidate.categoryId) ?? 0) + 1);
  return [...counts]
    .map(([id, n]) => ({ id, n }))
    .sort((a, b) => b.n - a.n || a.id - b.id)
    .slice(0, limit);
}

/** The best candidates by rank, ties by id. */
export function bestByScore(candidates: readonly Candidate[], limit = similarityPool): Candidate[] {
  return [...candidates].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}

type Detail = Omit<AutocompleteRow, 'categories'>;

/** Rank plus the name's trigram similarity to the query; the `limit` best, ties by id. */
export function rerankByName(best: readonly Candidate[], details: readonly Detail[], query: string, limit: number): Detail[] {
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  const wanted = trigramsOf(query);
  return best
    .flatMap((candidate) => {
      const detail = byId.get(candidate.id);
      return detail ? [{ detail, final: candidate.score + similarityWeight * trigramSimilarity(trigramsOf(detail.name), wanted) }] : [];
    })
    .sort((a, b) => b.final - a.final || a.detail.id - b.detail.id)
    .slice(0, limit)
    .map(({ detail }) => detail);
}

export async function autocompleteCandidates(db: Db, context: CatalogContext, match: TextMatch): Promise<Candidate[]> {
  const brand = context.brand === null ? undefined : eq(products.brand, context.brand);
  return db
    .select({ id: products.id, categoryId: products.categoryId, score: match.rank })
    .from(products)
    .where(and(match.where, isPriced(context.currency), brand))
    .orderBy(sql`${products.popularity} desc nulls last`, asc(products.id))
    .limit(candidatePool);
}

export async function autocompleteRows(
  db: Db,
  context: CatalogContext,
  match: TextMatch,
  query: string,
  limit: number,
): Promise<AutocompleteRow[]> {
  const candidates = await autocompleteCandidates(db, context, match);
  if (candidates.length === 0) return [];
  const best = bestByScore(candidates);
  const details = await db
    .select({
      id: products.id,
      name: products.name,
      article: products.article,
      urlCode: products.urlCode,
      ...selectedPrices(context.currency),
      priceKzt: products.priceKzt,
    })
    .from(products)
    .where(inArray(products.id, best.map((candidate) => candidate.id)));
  const categories = categorySharesOf(candidates);
  return rerankByName(best, details, query, limit).map((detail) => ({ ...detail, categories }));
}
