import { push, searchEvent, type SearchOriginName } from '@ornament/analytics';
import { isCorrectionEventAllowed } from '@ornament/domain';
import { rememberRedirect } from './redirectStorage';
import { browserStorage, rememberSearch, storeSearchOrigin } from './searchStorage';

export interface SearchRecord {
  query: string;
  origin: SearchOriginName;
  correction?: string | null;
  /** A redirect the answer gave, remembered for 24 h. */
  redirect?: { from: string; to: string } | undefined;
}

/**
 * Everything a finished search leaves behind (spec 1 §4): the history entry, the origin code, the
 * remembered redirect and the analytics event. Returns the new history.
 */
export function recordSearch({ query, origin, correction, redirect }: SearchRecord, typed: string): string[] {
  const local = browserStorage('local');
  const session = browserStorage('session');
  const history = local ? rememberSearch(local, query) : [];
  if (session) storeSearchOrigin(session, origin);
  if (local && redirect) rememberRedirect(local, redirect.from, redirect.to, Date.now());
  // Spec 1 §5: a correction is reported only for typed text of at least 3 characters.
  const reportedCorrection = correction && isCorrectionEventAllowed(typed) ? correction : null;
  const event = searchEvent({ query, origin, correction: reportedCorrection });
  if (event) push(event);
  return history;
}
