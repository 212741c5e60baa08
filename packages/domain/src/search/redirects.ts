import { limits } from '../rules/limits';

// Spec 1 §4: when search answers a query with a redirect, the browser remembers it for 24 hours
// and goes straight there next time. Pure functions over the stored object; the caller owns storage.

/** localStorage key of the redirect map. */
export const redirectMapStorageKey = 'searchRedirects';

export interface SavedRedirect {
  readonly url: string;
  /** Epoch milliseconds. */
  readonly savedAt: number;
}

export type RedirectMap = Readonly<Record<string, SavedRedirect>>;

function isSavedRedirect(entry: unknown): entry is SavedRedirect {
  if (typeof entry !== 'object' || entry === null) return false;
  const { url, savedAt } = entry as Record<string, unknown>;
  return typeof url === 'string' && url.length > 0 && typeof savedAt === 'number' && Number.isFinite(savedAt);
}

/** Queries differing only in case or spacing share a redirect. */
export function redirectKey(query: string): string {
  return query.trim().replace(/\s+/gu, ' ').toLowerCase();
}

function isFresh(entry: SavedRedirect, now: number): boolean {
  return now - entry.savedAt < limits.redirectMapExpiryMs && entry.savedAt <= now;
}

/** Drops expired entries (and ones saved in the future, which a wrong clock produced). */
export function pruneRedirects(map: RedirectMap, now: number): RedirectMap {
  return Object.fromEntries(Object.entries(map).filter(([, entry]) => isFresh(entry, now)));
}

/** Remembers `url` for `query`, pruning expired entries on the way. Blank queries are ignored. */
export function saveRedirect(map: RedirectMap, query: string, url: string, now: number): RedirectMap {
  const key = redirectKey(query);
  if (key === '' || url === '') return pruneRedirects(map, now);
  return Object.fromEntries([
    ...Object.entries(pruneRedirects(map, now)).filter(([saved]) => saved !== key),
    [key, { url, savedAt: now }],
  ]);
}

/** The remembered URL for `query`, or null when there is none or it has expired. */
export function findRedirect(map: RedirectMap, query: string, now: number): string | null {
  const key = redirectKey(query);
  if (!Object.hasOwn(map, key)) return null;
  const entry = map[key];
  return entry !== undefined && isFresh(entry, now) ? entry.url : null;
}

/** Reads whatever localStorage held (JSON text, null, garbage) into a map; bad entries are dropped. */
export function parseRedirectMap(stored: string | null): RedirectMap {
  if (stored === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]: [string, unknown]) =>
      isSavedRedirect(entry) ? [[key, { url: entry.url, savedAt: entry.savedAt }] as const] : [],
    ),
  );
}
