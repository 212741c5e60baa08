// The search part of the start-up warm-up (services/warmUp.ts): a few autocomplete statements for
// the catalogue's most frequent words, so the statement's code paths are compiled (PGlite is
// WebAssembly, compiled function by function on first use) and its index pages are in memory
// before the first shopper types. Tens of milliseconds, once.
import { requestHeaders } from '@ornament/api-contract';
import type { Db } from '../../db';
import { type CatalogContext, catalogContextOf } from '../catalog/requestContext';
import { autocompleteLimits } from './autocomplete';
import { autocompleteRows } from './autocompleteRepository';
import type { SearchService } from './service';
import { textMatchOf } from './tsquery';

const frequentWords = 3;

export async function warmSearch(db: Db, search: SearchService, signal: AbortSignal): Promise<number> {
  const index = await search.index();
  const words = index.complete('', frequentWords);
  const queries = [...words, ...words.slice(0, 1).map((word) => word.slice(0, 3))];
  const contexts: CatalogContext[] = [catalogContextOf({}), catalogContextOf({ [requestHeaders.source]: 'diamant' })];
  let statements = 0;
  for (const query of queries) {
    for (const context of contexts) {
      signal.throwIfAborted();
      const plan = await search.plan(query, '/query/query');
      const match = textMatchOf(plan.words);
      if (match) await autocompleteRows(db, context, match, plan.words.join(' '), autocompleteLimits.products);
      statements++;
    }
  }
  return statements;
}
