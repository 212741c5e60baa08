// The product page's live price (spec 2 §7 product price {article}/{size}, §9 cache 0.7 s): the page
// is served from a cache that can be minutes old, so the basket button's chunk asks the price of
// the picked size and the page shows it when it differs. Pure, so the rule is tested.
import type { SizePrice } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';

/** DOM id of the price line the live price is shown in (PriceBlock). */
export const livePriceSlotId = 'product-price';

/** What the price line shows. */
export interface ShownPrice {
  price: number;
  /** The crossed-out price; shown only above `price`. */
  oldPrice: number | null;
  discount: number;
  currency: CurrencyCode;
}

const crossedOut = (price: number, oldPrice: number | null) => (oldPrice !== null && oldPrice > price ? oldPrice : null);

/**
 * The price to show instead of the cached page's, or null to keep it: same price, same old price
 * and discount. An answer in another currency is not this page's price (the page is priced in the
 * storefront's currency) and changes nothing.
 */
export function livePriceChange(shown: ShownPrice, live: Pick<SizePrice, 'price' | 'old_price' | 'discount' | 'currency'>): ShownPrice | null {
  if (live.currency.code !== shown.currency) return null;
  const oldPrice = crossedOut(live.price, live.old_price);
  const discount = oldPrice === null ? 0 : live.discount;
  const shownOld = crossedOut(shown.price, shown.oldPrice);
  const shownDiscount = shownOld === null ? 0 : shown.discount;
  if (live.price === shown.price && oldPrice === shownOld && discount === shownDiscount) return null;
  return { price: live.price, oldPrice, discount, currency: shown.currency };
}
