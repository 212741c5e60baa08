// The light basket summary (easy-calculate) for the header counter and the product page's button,
// read once per page load after hydration and shared by both. Loaded with `import()`, so none of it
// is in a page's first load.
import { type ApiClient, unwrap } from '@ornament/api-client';
import type { BasketEasyCalculateResponse } from '@ornament/api-contract';

export type BasketSummary = BasketEasyCalculateResponse['data'];

const empty: BasketSummary = { quantity: 0, articles: 0, items: [] };

let loading: Promise<BasketSummary> | undefined;

/** The session's basket summary; an unreadable one counts as empty (the badge shows nothing). */
export function loadBasketSummary(client: ApiClient): Promise<BasketSummary> {
  loading ??= client.basket
    .easyCalculate()
    .then((response) => unwrap(response).data)
    .catch(() => empty);
  return loading;
}

/** Whether a live line holds this article in this size ('' for a product without sizes). */
export function holds(summary: BasketSummary, article: string, size: string): boolean {
  return summary.items.some((item) => item.article === article && item.size === size);
}
