// What search keeps in memory, built once from the database (issue 3: the vocabulary is built at
// start-up and refreshed after seeding): the vocabulary for corrections, word completions by
// frequency, the distinct product names for phrase suggestions, and the categories for redirects.
import { type SearchVocabulary, createSearchVocabulary } from '@ornament/domain';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, products } from '../../db/schema';
import { loadTerms } from './terms';
import { searchWords } from './words';

export interface IndexedCategory {
  id: number;
  name: string;
  url: string;
  section: string;
  depth: number;
  sort: number;
  /** The name as search words, joined by one space ('кольца'). */
  key: string;
}

export interface NamePhrase {
  words: string[];
  count: number;
}

export interface SearchIndex {
  vocabulary: SearchVocabulary;
  /** Known words starting with `prefix`, most frequent first. */
  complete(prefix: string, limit: number): string[];
  names: readonly NamePhrase[];
  categories: readonly IndexedCategory[];
  categoriesById: ReadonlyMap<number, IndexedCategory>;
}

export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const [terms, nameRows, categoryRows] = await Promise.all([
    loadTerms(db),
    db.select({ name: products.name, n: count() }).from(products).groupBy(products.name),
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.sort), asc(categories.id)),
  ]);
  const byFrequency = terms.map((row) => row.term);
  const names = new Map<string, NamePhrase>();
  for (const row of nameRows) {
    const words = searchWords(row.name);
    const key = words.join(' ');
    const known = names.get(key);
    if (known) known.count += row.n;
    else names.set(key, { words, count: row.n });
  }
  const indexed = categoryRows.map((row) => ({ id: row.id, name: row.name, url: row.url, section: row.section, depth: row.depth, sort: row.sort, key: searchWords(row.name).join(' ') }));
  return {
    vocabulary: createSearchVocabulary(byFrequency),
    complete: (prefix, limit) => byFrequency.filter((term) => term.startsWith(prefix) && term !== prefix).slice(0, limit),
    names: [...names.values()].sort((a, b) => b.count - a.count),
    categories: indexed,
    categoriesById: new Map(indexed.map((category) => [category.id, category])),
  };
}

/** Memoised per app; `invalidate` after the catalogue changed (a seed of a running app). */
export function searchIndexCache(db: Db): { get(): Promise<SearchIndex>; invalidate(): void } {
  let pending: Promise<SearchIndex> | null = null;
  return {
    get() {
      pending ??= loadSearchIndex(db).catch((error: unknown) => {
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
