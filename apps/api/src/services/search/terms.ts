// The search_terms table: every word the catalogue uses (product names, materials, stones,
// collections, categories) with how many products use it. The typo fallback matches a query
// word against it by trigram similarity; the in-memory vocabulary is loaded from it.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, products, searchTerms } from '../../db/schema';
import { isVocabularyWord, searchWords } from './words';

export function countTerms(texts: Iterable<string>, into = new Map<string, number>()): Map<string, number> {
  for (const text of texts) {
    for (const word of new Set(searchWords(text))) {
      if (isVocabularyWord(word)) into.set(word, (into.get(word) ?? 0) + 1);
    }
  }
  return into;
}

/** Rebuilds search_terms from the catalogue; call after writing products or categories. */
export async function refreshSearchTerms(db: Db): Promise<number> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        text: sql<string>`${products.name} || ' ' || ${products.materialName} || ' ' || ${products.insertNames} || ' ' || coalesce(${products.collectionName}, '')`,
      })
      .from(products),
    db.select({ text: categories.name }).from(categories),
  ]);
  const counts = countTerms(productRows.map((row) => row.text));
  // Category names count once each: 'Кольца' must be a known word even before any product says so.
  countTerms(categoryRows.map((row) => row.text), counts);
  const rows = [...counts].map(([term, frequency]) => ({ term, frequency }));
  await db.transaction(async (tx) => {
    await tx.delete(searchTerms);
    for (let at = 0; at < rows.length; at += 1000) await tx.insert(searchTerms).values(rows.slice(at, at + 1000));
  });
  return rows.length;
}

export async function loadTerms(db: Db): Promise<{ term: string; frequency: number }[]> {
  return db.select().from(searchTerms).orderBy(desc(searchTerms.frequency), searchTerms.term);
}

/**
 * The catalogue word nearest to a misspelt one by trigram similarity (pg_trgm's `%`, threshold
 * 0.3, GIN index), the more frequent word winning a tie: 'бриліант' → 'бриллиант'.
 */
export async function nearestTerm(db: Db, word: string): Promise<string | null> {
  const [row] = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${word}) desc`, desc(searchTerms.frequency), searchTerms.term)
    .limit(1);
  return row?.term ?? null;
}
