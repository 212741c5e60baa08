// One basket, several orders: lines served by different shops ship separately, so each shipping shop
// gets its own order under one master id (pure). Delivery is charged once, on the first order; the
// bonuses, stars and gift card spent are shared in proportion to each order's items, the last order
// taking the rounding remainder, so the orders add up to exactly what the basket said.
import type { CalculatedLine } from '../basket/calculate';
import type { Allocation } from './allocate';

export interface DraftItem {
  line: CalculatedLine;
  /** Where the units come from (stock_reservations.store_id). */
  storeId: number;
  stockId: number;
  quantity: number;
  sum: number;
}

export interface OrderDraft {
  shippingStoreId: number;
  items: DraftItem[];
  itemsCost: number;
  discount: number;
  deliveryCost: number;
  bonusesSpent: number;
  starsSpent: number;
  giftCardSpent: number;
  total: number;
}

export interface SplitTotals {
  deliveryCost: number;
  bonusesSpent: number;
  starsSpent: number;
  giftCardSpent: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Shares `amount` by `weights` in cents; the last share takes the remainder. */
export function shareByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return cents(amount - given);
    const share = total > 0 ? cents((amount * weight) / total) : 0;
    given = cents(given + share);
    return share;
  });
}

export function splitOrders(lines: readonly CalculatedLine[], allocations: readonly Allocation[], totals: SplitTotals): OrderDraft[] {
  const byItem = new Map(lines.map((line) => [line.basketItemId, line]));
  const groups = new Map<number, DraftItem[]>();
  for (const allocation of allocations) {
    const line = byItem.get(allocation.basketItemId);
    if (!line) continue;
    const items = groups.get(allocation.storeId) ?? [];
    items.push({ line, storeId: allocation.storeId, stockId: allocation.stockId, quantity: allocation.quantity, sum: cents(line.unitPrice * allocation.quantity) });
    groups.set(allocation.storeId, items);
  }
  const entries = [...groups.entries()];
  const itemCosts = entries.map(([, items]) => cents(items.reduce((sum, item) => sum + item.sum, 0)));
  const bonuses = shareByWeight(totals.bonusesSpent, itemCosts);
  const stars = shareByWeight(totals.starsSpent, itemCosts);
  const giftCard = shareByWeight(totals.giftCardSpent, itemCosts);
  return entries.map(([storeId, items], i) => {
    const deliveryCost = i === 0 ? totals.deliveryCost : 0;
    const itemsCost = itemCosts[i]!;
    const discount = cents(items.reduce((sum, item) => sum + Math.max(0, item.line.basePrice - item.line.unitPrice) * item.quantity, 0));
    return {
      shippingStoreId: storeId,
      items,
      itemsCost,
      discount,
      deliveryCost,
      bonusesSpent: bonuses[i]!,
      starsSpent: stars[i]!,
      giftCardSpent: giftCard[i]!,
      total: cents(Math.max(0, itemsCost + deliveryCost - bonuses[i]! - stars[i]! - giftCard[i]!)),
    };
  });
}
