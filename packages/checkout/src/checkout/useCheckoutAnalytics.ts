'use client';

import { addPaymentInfo, addShippingInfo, push } from '@ornament/analytics';
import type { Basket } from '@ornament/api-contract';
import type { BrandId } from '@ornament/domain';
import { useEffect, useRef } from 'react';
import { checkoutBasketOf } from '../basket/analytics/checkoutItems';

/** What add_shipping_info is keyed by: the delivery times offered and the first one's order type. */
export function shippingKey(basket: Pick<Basket, 'deliveryInfo'>): string | null {
  const times = basket.deliveryInfo.deliveryTimes;
  if (times.length === 0) return null;
  return `${times[0]?.orderType}|${times.map((time) => `${time.orderType}:${time.deliveryTime}:${time.date}`).join(',')}`;
}

/**
 * Steps 2 and 3 of spec 3 §4 "Basket": add_shipping_info once delivery times exist and again when
 * they or the first order type change; add_payment_info when a payment method is set or changes.
 */
export function useCheckoutAnalytics(basket: Basket, brand: BrandId): void {
  const shippingSent = useRef<string | null>(null);
  const paymentSent = useRef<string | null>(null);
  const shipping = shippingKey(basket);
  const payment = basket.paymentInfo.paymentMethod;

  useEffect(() => {
    if (shipping === null || shipping === shippingSent.current) return;
    const checkout = checkoutBasketOf(basket, brand);
    if (!checkout) return;
    shippingSent.current = shipping;
    push(addShippingInfo(checkout, basket.deliveryInfo.orderType ?? basket.deliveryInfo.deliveryTimes[0]?.orderType ?? ''));
    // Only the key decides: the basket object changes on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shipping, brand]);

  useEffect(() => {
    if (payment === null || payment === paymentSent.current) return;
    const checkout = checkoutBasketOf(basket, brand);
    if (!checkout) return;
    paymentSent.current = payment;
    push(addPaymentInfo(checkout, payment));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment, brand]);
}
