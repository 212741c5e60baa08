import type { OrderDetail, ReturnCreateBody } from '@ornament/api-contract';
import { type OrderTenders, type RefundSplit, refundSplit } from '@ornament/domain';

export interface ReturnLine {
  orderItemId: number;
  name: string;
  urlCode: string;
  size: string;
  price: number;
  /** Bought minus already in returns that were not cancelled. */
  available: number;
}

export function returnLinesOf(order: OrderDetail): ReturnLine[] {
  return order.attributes.items
    .map((item) => ({ orderItemId: item.id, name: item.name, urlCode: item['url-code'], size: item.size, price: item.price, available: item.quantity - item['returned-quantity'] }))
    .filter((line) => line.available > 0);
}

export interface ReturnFormValues {
  /** Chosen quantity per order item id; 0 or absent: not returned. */
  quantities: Readonly<Record<number, number>>;
  reason: string;
  comment: string;
  holder: string;
  account: string;
  bik: string;
}

/** The create body, or null when no item is chosen (the form says so before calling). */
export function returnBodyOf(orderId: number, lines: readonly ReturnLine[], values: ReturnFormValues): ReturnCreateBody | null {
  const items = lines
    .map((line) => ({ orderItemId: line.orderItemId, quantity: Math.min(line.available, Math.max(0, Math.floor(values.quantities[line.orderItemId] ?? 0))) }))
    .filter((item) => item.quantity > 0);
  if (items.length === 0) return null;
  const bik = values.bik.trim();
  return {
    orderId,
    items,
    reason: values.reason,
    comment: values.comment.trim(),
    refund: { holder: values.holder.trim(), account: values.account.trim(), ...(bik ? { bik } : {}) },
  };
}

export function refundOf(lines: readonly ReturnLine[], quantities: Readonly<Record<number, number>>): number {
  return lines.reduce((sum, line) => sum + line.price * Math.min(line.available, quantities[line.orderItemId] ?? 0), 0);
}

/** How the order was paid; delivery is not returned, so the money tender leaves it out (as the API does). */
export function tendersOf(order: OrderDetail): OrderTenders {
  const { costs } = order.attributes;
  return { money: Math.max(0, costs.total - costs.delivery), bonuses: costs.bonuses, stars: costs.stars, giftCard: costs['gift-card'] };
}

/** What the chosen items give back, split as the API will split it (domain refundSplit). */
export function refundPreviewOf(lines: readonly ReturnLine[], quantities: Readonly<Record<number, number>>, tenders: OrderTenders): RefundSplit {
  return refundSplit(refundOf(lines, quantities), tenders);
}
