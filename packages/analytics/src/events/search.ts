import { normalizeQuery, searchOrigins } from '@ornament/domain';
import type { SearchEvent, SearchOrigin } from './types';

export type SearchOriginName = keyof typeof searchOrigins;

export interface SearchEventInput {
  readonly query: string;
  /** How the search ended: a redirect, the text-search page, or a product chosen. */
  readonly origin: SearchOriginName;
  /** The corrected query, when one was adopted. */
  readonly correction?: string | null;
}

/** The search event with the spec 1 §4 origin code; null for a query that is never searched. */
export function searchEvent(input: SearchEventInput): SearchEvent | null {
  const term = normalizeQuery(input.query);
  if (term === '') return null;
  const origin: SearchOrigin = searchOrigins[input.origin];
  const correction = input.correction?.trim();
  return {
    event: 'search',
    search_term: term,
    search_origin: origin,
    ...(correction !== undefined && correction !== '' ? { search_correction: correction } : {}),
  };
}
