import type { ApiClient } from '@ornament/api-client';
import { cartCountAtom } from '@ornament/shell/state';
import type { createStore } from 'jotai';
import { loadBasketSummary } from './basketSummary';

type Store = ReturnType<typeof createStore>;

/** Feeds the header's basket badge from the session's basket, unless a basket answer already did. */
export async function loadBasketCount(client: ApiClient, store: Store): Promise<void> {
  const before = store.get(cartCountAtom);
  const summary = await loadBasketSummary(client);
  if (store.get(cartCountAtom) === before) store.set(cartCountAtom, summary.quantity);
}
