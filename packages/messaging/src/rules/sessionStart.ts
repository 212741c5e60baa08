// The session-start popup (spec 1 §4, spec 3 §4): a counter in local storage grows once per browser
// session; on every 5th session a signed-in shopper with unread messages gets the messages modal
// after 1 s, otherwise the newest unviewed content message shows after 1 s. Guests never get the modal.
import { isMessagesSession, localStorageKeys, sessionStorageKeys } from '@ornament/domain';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The session's number: counted once per browser session (a reload keeps it). 0 when storage is blocked. */
export function countSession(local: KeyValueStorage, session: KeyValueStorage): number {
  try {
    const stored = Number.parseInt(local.getItem(localStorageKeys.sessionCounter) ?? '0', 10);
    const counter = Number.isFinite(stored) && stored > 0 ? stored : 0;
    if (session.getItem(sessionStorageKeys.sessionCounted) === 'true') return counter;
    session.setItem(sessionStorageKeys.sessionCounted, 'true');
    local.setItem(localStorageKeys.sessionCounter, String(counter + 1));
    return counter + 1;
  } catch {
    return 0;
  }
}

export type SessionPopup = 'modal' | 'content' | null;

export function sessionPopup({ counter, isGuest, unread, hasContent }: { counter: number; isGuest: boolean; unread: number; hasContent: boolean }): SessionPopup {
  if (isMessagesSession(counter, isGuest) && unread > 0) return 'modal';
  return hasContent ? 'content' : null;
}
