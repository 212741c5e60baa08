// What the basket page hands the checkout panel (H5's `CheckoutPanel`, `@ornament/checkout/checkout`)
// rendered under the basket: the current basket, the flags every basket call sends as `calculate`,
// and ways to hand back a basket a call answered or to change the flags (delivery choices).
import type { Basket, BasketCalculateBody } from '@ornament/api-contract';
import type { BrandId, CountryCode } from '@ornament/domain';

export interface CheckoutSlotProps {
  basket: Basket;
  calculate: BasketCalculateBody;
  /** A basket call is pending (the page's controls wait). */
  pending: boolean;
  brand: BrandId;
  country: CountryCode;
  /** A basket answered by the panel's own call (set-store, set-payment-method …): the page shows it. */
  onBasket: (basket: Basket) => void;
  /** Changes calculate flags (deliveryWhole, delivery GUIDs, address) and recalculates. */
  onCalculateChange: (patch: Partial<BasketCalculateBody>) => void;
  /** Reads the basket again (after an order attempt that changed it). */
  onReload: () => void;
}
