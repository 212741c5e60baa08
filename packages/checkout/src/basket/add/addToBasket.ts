// Adding from a product page (spec 2 §5, spec 3 §4 "Basket"): one create call; the answer's quantity
// feeds the header badge. For the product page's lazily loaded button, never its first load.
import { type ApiClient, unwrap } from '@ornament/api-client';
import type { BasketCreateBody } from '@ornament/api-contract';
import { cartCountAtom, lastAddedLineAtom } from '@ornament/shell/state';
import type { createStore } from 'jotai';
import { type BasketFailure, addFailureOf } from '../state/actionErrors';

type Store = ReturnType<typeof createStore>;

export type AddResult = { kind: 'added' } | Exclude<BasketFailure, { kind: 'warning' }>;

export async function addToBasket(client: ApiClient, store: Store, article: string, size: string): Promise<AddResult> {
  const body: BasketCreateBody = { article, size, quantity: 1 };
  try {
    const response = unwrap(await client.basket.create(body));
    store.set(cartCountAtom, response.data.quantity);
    // Spec 3 §4: the added line's external id is kept; the basket page marks that line.
    store.set(lastAddedLineAtom, response.data.currentExternalId);
    return { kind: 'added' };
  } catch (error) {
    const failure = addFailureOf(error);
    return failure.kind === 'warning' ? { kind: 'failed', text: failure.text } : failure;
  }
}

export { holds, loadBasketSummary, type BasketSummary } from '../counter/basketSummary';
