// The remembered search redirects (spec 1 §4, 24 h): read and written only when a search is submitted,
// so this code loads with the submit logic (./searchSubmit), not with every page's header.
import { findRedirect, parseRedirectMap, redirectMapStorageKey, saveRedirect } from '@ornament/domain';
import { type KeyValueStorage, safely } from './searchStorage';

/** The remembered redirect for a query (24 h, spec 1 §4), or null. */
export function redirectFor(storage: KeyValueStorage, query: string, now: number): string | null {
  return safely(() => findRedirect(parseRedirectMap(storage.getItem(redirectMapStorageKey)), query, now), null);
}

export function rememberRedirect(storage: KeyValueStorage, query: string, url: string, now: number): void {
  safely(() => {
    const map = saveRedirect(parseRedirectMap(storage.getItem(redirectMapStorageKey)), query, url, now);
    storage.setItem(redirectMapStorageKey, JSON.stringify(map));
  }, undefined);
}
