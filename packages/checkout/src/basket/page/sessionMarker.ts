import { readDocumentCookie } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';
import { useState, useSyncExternalStore } from 'react';

// The API's script-readable session marker (`has_session=1`, next to the HttpOnly session cookie):
// without it this browser has no session, so no basket. FirstPaint's script reads it before hydration.

const noSubscription = () => () => {};

/**
 * Whether this browser had an API session when the page opened: undefined in the server's HTML and
 * while the page hydrates (the cached shell is the same for everyone), then what the marker said at
 * mount. Read once: a session the page's own calls open later leaves a first visit a first visit.
 */
export function useSessionPresent(): boolean | undefined {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [atMount] = useState(() => (typeof document === 'undefined' ? undefined : readDocumentCookie(contextCookies.hasSession) === '1'));
  return hydrated ? atMount : undefined;
}
