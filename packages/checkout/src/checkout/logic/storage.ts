// Browser storage checkout reads and writes (spec 3 §4, §9). Every access is guarded: storage can be
// missing or refuse (private mode, quota), and checkout must go on without it.
import { localStorageKeys, sessionStorageKeys } from '@ornament/domain';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The spec lists no key for the buyer kept after an order; this one is the project's own. */
export const orderUserKey = 'orderUser';

export interface OrderUser {
  userId: string;
  phone: string;
  email: string;
  name: string;
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** After a created order (spec 3 §4 "Order creation"): the gift-card record goes, the buyer is kept. */
export function rememberOrder(local: KeyValueStorage | null, user: OrderUser): void {
  if (!local) return;
  safely(() => local.removeItem(localStorageKeys.giftCard), undefined);
  safely(() => local.setItem(orderUserKey, JSON.stringify(user)), undefined);
}

/** The unsaved address, kept in sessionStorage 'address' as JSON; anything unreadable is dropped. */
export function readAddressDraft<A>(session: KeyValueStorage | null, isAddress: (value: unknown) => value is A): A | null {
  if (!session) return null;
  const raw = safely(() => session.getItem(sessionStorageKeys.address), null);
  if (raw === null) return null;
  const parsed = safely((): unknown => JSON.parse(raw), null);
  return isAddress(parsed) ? parsed : null;
}

export function writeAddressDraft(session: KeyValueStorage | null, draft: object | null): void {
  if (!session) return;
  safely(() => (draft === null ? session.removeItem(sessionStorageKeys.address) : session.setItem(sessionStorageKeys.address, JSON.stringify(draft))), undefined);
}

/** Same-day delivery enabled by the system sets the local deliveryWhole flag (spec 3 §4 "Time slot"). */
export function writeDeliveryWhole(local: KeyValueStorage | null, value: boolean): void {
  if (!local) return;
  safely(() => local.setItem(localStorageKeys.deliveryWhole, String(value)), undefined);
}

export function browserStorage(kind: 'local' | 'session'): KeyValueStorage | null {
  if (typeof window === 'undefined') return null;
  return safely(() => (kind === 'local' ? window.localStorage : window.sessionStorage), null);
}
