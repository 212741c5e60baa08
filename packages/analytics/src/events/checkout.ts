import type { CurrencyCode } from '@ornament/domain';
import type { AnalyticsItem } from '../item';
import { itemsValue } from '../value';
import type {
  AddPaymentInfoEvent,
  AddShippingInfoEvent,
  BeginCheckoutEvent,
  PurchaseEvent,
} from './types';

/** What every checkout step reports: the basket's items, its currency and an applied coupon. */
export interface CheckoutBasket {
  readonly currency: CurrencyCode;
  readonly items: readonly AnalyticsItem[];
  readonly coupon?: string | null;
  /** The amount to pay, when it differs from Σ price × quantity (bonuses, certificates). */
  readonly value?: number;
}

function basketFields(basket: CheckoutBasket): BeginCheckoutEvent['ecommerce'] {
  const coupon = basket.coupon?.trim();
  return {
    currency: basket.currency,
    value: basket.value ?? itemsValue(basket.items),
    ...(coupon !== undefined && coupon !== '' ? { coupon } : {}),
    items: basket.items,
  };
}

export function beginCheckout(basket: CheckoutBasket): BeginCheckoutEvent {
  return { event: 'begin_checkout', ecommerce: basketFields(basket) };
}

/** `shippingTier` is the delivery type chosen (courier, pickup, …). */
export function addShippingInfo(basket: CheckoutBasket, shippingTier: string): AddShippingInfoEvent {
  return { event: 'add_shipping_info', ecommerce: { ...basketFields(basket), shipping_tier: shippingTier } };
}

export function addPaymentInfo(basket: CheckoutBasket, paymentType: string): AddPaymentInfoEvent {
  return { event: 'add_payment_info', ecommerce: { ...basketFields(basket), payment_type: paymentType } };
}

export interface PurchaseDetails {
  /** The order number. */
  readonly transactionId: string;
  readonly shipping?: number;
  readonly tax?: number;
  /** The value in roubles, for the shop's one-currency reports (reportingCurrency.ts). */
  readonly valueRub?: number | undefined;
}

export function purchase(basket: CheckoutBasket, details: PurchaseDetails): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: details.transactionId,
      ...basketFields(basket),
      ...(details.shipping !== undefined ? { shipping: details.shipping } : {}),
      ...(details.tax !== undefined ? { tax: details.tax } : {}),
      ...(details.valueRub !== undefined ? { value_rub: details.valueRub } : {}),
    },
  };
}
