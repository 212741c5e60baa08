// The GA4 purchase payload of a checkout (spec 3 §4 "Order creation": the storefront sends it on
// success): the bought lines at the prices paid, delivery as shipping, the promo codes as coupon.
import type { PurchasePayload } from '@ornament/api-contract';
import { type CurrencyCode, brands } from '@ornament/domain';
import type { CalculatedLine } from '../basket/calculate';

export interface PurchaseInput {
  masterOrderId: number;
  currency: CurrencyCode;
  brand: 'main' | 'diamant';
  lines: readonly CalculatedLine[];
  value: number;
  shipping: number;
  promoCodes: readonly string[];
}

export function purchasePayload(input: PurchaseInput): PurchasePayload {
  const coupon = input.promoCodes.join(',');
  return {
    transaction_id: String(input.masterOrderId),
    currency: input.currency,
    value: input.value,
    shipping: input.shipping,
    ...(coupon ? { coupon } : {}),
    items: input.lines.map((line) => ({
      item_id: line.article,
      item_name: line.title,
      item_brand: brands[input.brand].wordmark,
      ...(line.size ? { item_variant: line.size } : {}),
      price: line.unitPrice,
      discount: Math.max(0, Math.round((Math.max(line.basePrice, line.oldPrice ?? 0) - line.unitPrice) * 100) / 100),
      quantity: line.quantity,
    })),
  };
}
