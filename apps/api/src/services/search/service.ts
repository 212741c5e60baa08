// Search's shared state and steps for the routes that search (autocomplete, text results, filters):
// one memoised index per app, and the query plan with the database's typo fallback.
import { HttpError } from '../../plugins/httpError';
import { type Db } from '../../db';
import { type QueryPlan, planQuery } from './queryPlan';
import { searchIndexCache, type SearchIndex } from './searchIndex';
import { nearestTerm, refreshSearchTerms } from './terms';

export interface SearchService {
  index(): Promise<SearchIndex>;
  /** Plans a query; a blank one is a 400 pointing at `pointer`. */
  plan(raw: string, pointer: string): Promise<QueryPlan>;
  /** Rebuilds search_terms and forgets the index (after the catalogue changed). */
  refresh(): Promise<void>;
}

export function createSearchService(db: Db): SearchService {
  const cache = searchIndexCache(db);
  return {
    index: () => cache.get(),
    async plan(raw, pointer) {
      const index = await cache.get();
      const plan = await planQuery(raw, index.vocabulary, (word) => nearestTerm(db, word));
      if (plan === null) throw HttpError.badRequest('The query is blank', pointer);
      return plan;
    },
    async refresh() {
      await refreshSearchTerms(db);
      cache.invalidate();
    },
  };
}
