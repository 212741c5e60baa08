// Search's shared state and steps for the routes that search (autocomplete, text results, filters):
// one memoised index per app, and the query plan with the database's typo fallback. Both only change
// when the catalogue does (`refresh`), so the typo fallback's answers are remembered per word too.
import { HttpError } from '../../plugins/httpError';
import type { Db } from '../../db';
import { type NearestWord, type QueryPlan, planQuery } from './queryPlan';
import { searchIndexCache, type SearchIndex } from './searchIndex';
import { nearestTerm, refreshSearchTerms } from './terms';

export interface SearchService {
  index(): Promise<SearchIndex>;
  /** Plans a query; a blank one is a 400 pointing at `pointer`. */
  plan(raw: string, pointer: string): Promise<QueryPlan>;
  /** Rebuilds search_terms and forgets the index (after the catalogue changed). */
  refresh(): Promise<void>;
}

/** Misspelt words remembered at most; the oldest is forgotten first. */
const nearestMemoSize = 2000;

/** `nearest` remembered per word (the answer depends only on search_terms); `clear` after a refresh. */
export function memoizeNearest(nearest: NearestWord, size = nearestMemoSize): NearestWord & { clear(): void } {
  let answers = new Map<string, Promise<string | null>>();
  const memo = (word: string): Promise<string | null> => {
    const known = answers.get(word);
    if (known) return known;
    const answer = nearest(word);
    const owner = answers;
    owner.set(word, answer);
    if (owner.size > size) owner.delete(owner.keys().next().value as string);
    answer.catch(() => owner.delete(word));
    return answer;
  };
  return Object.assign(memo, {
    clear() {
      answers = new Map();
    },
  });
}

export function createSearchService(db: Db): SearchService {
  const cache = searchIndexCache(db);
  const nearest = memoizeNearest((word) => nearestTerm(db, word));
  return {
    index: () => cache.get(),
    async plan(raw, pointer) {
      const index = await cache.get();
      const plan = await planQuery(raw, index.vocabulary, nearest);
      if (plan === null) throw HttpError.badRequest('The query is blank', pointer);
      return plan;
    },
    async refresh() {
      await refreshSearchTerms(db);
      cache.invalidate();
      nearest.clear();
    },
  };
}
