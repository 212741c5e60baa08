import { beginCheckout, push } from '@ornament/analytics';
import type { Basket } from '@ornament/api-contract';
import type { BrandId } from '@ornament/domain';
import { checkoutBasketOf } from './checkoutItems';

/** Pushes begin_checkout when the basket has a selected line; false when it has none (nothing sent). */
export function pushBeginCheckout(basket: Basket, brand: BrandId): boolean {
  const checkout = checkoutBasketOf(basket, brand);
  if (!checkout) return false;
  push(beginCheckout(checkout));
  return true;
}
