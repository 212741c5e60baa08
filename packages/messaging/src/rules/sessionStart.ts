// The session-start popup (spec 1 §4, spec 3 §4): a counter in local storage grows once per browser
// session; on every 5th session a signed-in shopper with unread messages gets the messages modal
// after 1 s, otherwise the newest unviewed content message shows after 1 s. Guests never get the modal.
import { isMessagesSession } from '@ornament/domain';

export const sessionStorageKeys = { counter: 'sessionCounter', counted: 'sessionCounted' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The session's number: counted once per browser session (a reload keeps it). 0 when storage is blocked. */
export function countSession(local: KeyValueStorage, session: KeyValueStorage): number {
  try {
    const stored = Number.parseInt(local.getItem(sessionStorageKeys.counter) ?? '0', 10);
    const counter = Number.isFinite(stored) && stored > 0 ? stored : 0;
    if (session.getItem(sessionStorageKeys.counted) === 'true') return counter;
    session.setItem(sessionStorageKeys.counted, 'true');
    local.setItem(sessionStorageKeys.counter, String(counter + 1));
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
