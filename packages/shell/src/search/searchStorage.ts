import { addToSearchHistory, limits, localStorageKeys, searchOrigins } from '@ornament/domain';

/** The part of Web Storage used here, so tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage key of the last search's origin code (spec 1 §4: 1 redirect, 2 text search, 3 product). */
export const searchOriginStorageKey = 'searchOrigin';

// Storage throws in some private modes and when full; search must keep working without it.
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readSearchHistory(storage: KeyValueStorage): string[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(storage.getItem(localStorageKeys.searchHistory) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, limits.searchHistorySize);
  }, []);
}

/** Adds a query (5 newest, de-duplicated) and returns the new list. */
export function rememberSearch(storage: KeyValueStorage, query: string): string[] {
  const next = addToSearchHistory(readSearchHistory(storage), query);
  safely(() => storage.setItem(localStorageKeys.searchHistory, JSON.stringify(next)), undefined);
  return next;
}

export function clearSearchHistory(storage: KeyValueStorage): void {
  safely(() => storage.removeItem(localStorageKeys.searchHistory), undefined);
}

export function storeSearchOrigin(storage: KeyValueStorage, origin: keyof typeof searchOrigins): void {
  safely(() => storage.setItem(searchOriginStorageKey, String(searchOrigins[origin])), undefined);
}

/** window.localStorage / sessionStorage, or null on the server and where access throws. */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage | null {
  if (typeof window === 'undefined') return null;
  return safely(() => (kind === 'local' ? window.localStorage : window.sessionStorage), null);
}
