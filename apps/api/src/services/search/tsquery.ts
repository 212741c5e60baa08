// The full-text query of a search: every word must match (its Russian stem, via the `russian`
// configuration), the last one as a prefix because the shopper may still be typing it.
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/**
 * to_tsquery text for words from `searchWords` (letters and digits only, so quoting them cannot
 * break out): ['кольцо', 'брилл'] → "'кольцо' & 'брилл':*". Null when there is nothing to match.
 */
export function tsQueryText(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

export interface TextMatch {
  /** Products the query finds. */
  where: SQL;
  /** Relevance: field weights of the document (name and article A … stones C), then popularity. */
  rank: SQL<number>;
}

/** Null when the words hold nothing searchable (then nothing matches). */
export function textMatchOf(words: readonly string[]): TextMatch | null {
  const text = tsQueryText(words);
  if (text === null) return null;
  const query = sql`to_tsquery('russian', ${text})`;
  const exactArticle = words.length === 1 ? (words[0] ?? '') : '';
  return {
    where: sql`${products.searchVector} @@ ${query}`,
    rank: sql<number>`(ts_rank(${products.searchVector}, ${query}) + ${products.popularity} / 100000.0 + case when ${products.article} = ${exactArticle} then 10 else 0 end)`.mapWith(Number),
  };
}
