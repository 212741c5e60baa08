import type { AutocompleteResponse } from '@ornament/api-client';
import { normalizeQuery, redirectKey, searchResultsPath, shouldAdoptCorrection } from '@ornament/domain';

export interface SubmitTarget {
  /** The query searched (the correction when adopted) — what history keeps. */
  query: string;
  href: string;
  origin: 'redirect' | 'textSearch';
  /** The adopted correction, for the analytics event. */
  correction: string | null;
  /** A fresh redirect from the answer, to remember for 24 h. */
  saveRedirect: boolean;
}

type Answer = Pick<AutocompleteResponse, 'query' | 'correction' | 'redirect'>;

/** Whether an answer belongs to the typed text (the dropdown may still show the previous one). */
function answers(results: Answer | undefined, query: string): results is Answer {
  return results !== undefined && redirectKey(results.query) === redirectKey(query);
}

/**
 * Where submitting the field leads (spec 1 §4–§5): a redirect remembered for the query, else the
 * answer's redirect, else the text-search results page. The correction replaces the typed query
 * only when the typed text has Latin letters. Null for text that is never searched.
 */
export function submitTarget(typed: string, results: Answer | undefined, rememberedRedirect: (query: string) => string | null): SubmitTarget | null {
  const query = normalizeQuery(typed);
  if (query === '') return null;
  const answer = answers(results, query) ? results : undefined;
  const correction = answer?.correction && shouldAdoptCorrection(query) ? answer.correction : null;
  const searched = correction ?? query;
  const remembered = rememberedRedirect(searched);
  if (remembered !== null) return { query: searched, href: remembered, origin: 'redirect', correction, saveRedirect: false };
  if (answer?.redirect) return { query: searched, href: answer.redirect, origin: 'redirect', correction, saveRedirect: true };
  return { query: searched, href: searchResultsPath(searched), origin: 'textSearch', correction, saveRedirect: false };
}
