// Event values, apart from building items (item.ts): the event builders every page carries import
// this alone, so item building, which the basket runs in the browser, stays out of their first load.
import type { AnalyticsItem } from './item';

/** An amount rounded to kopecks. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** GA4 `value`: the sum of price × quantity, rounded to kopecks. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}
