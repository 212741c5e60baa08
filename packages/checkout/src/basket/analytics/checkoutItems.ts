// Basket lines as GA4 items for the checkout steps (spec 3 §4 "Basket": begin_checkout when at
// least one item is selected). Shared with the checkout panel's later steps.
import { type AnalyticsItem, type CheckoutBasket, toAnalyticsItem } from '@ornament/analytics';
import type { Basket, BasketProduct } from '@ornament/api-contract';
import type { BrandId } from '@ornament/domain';

export function lineItem(line: BasketProduct, brand: BrandId, index: number): AnalyticsItem {
  return toAnalyticsItem(
    {
      article: line.article,
      name: line.title,
      price: line.price,
      oldPrice: line.oldPrice,
      size: line.size,
      quantity: line.quantity,
      inStock: line.quantityAvailable > 0,
      categories: line.categoryHierarchy,
      manufacturer: line.brand,
    },
    { brand, index },
  );
}

/** The selected lines with the basket's currency, the applied promo codes and the amount to pay. */
export function checkoutBasketOf(basket: Pick<Basket, 'productList' | 'pricesCurrentCountry' | 'userPromoCodes' | 'cost'>, brand: BrandId): CheckoutBasket | null {
  const selected = basket.productList.filter((line) => line.isSelected);
  if (selected.length === 0) return null;
  const coupon = basket.userPromoCodes.filter((code) => code.isApplied).map((code) => code.code).join(',');
  return { currency: basket.pricesCurrentCountry, items: selected.map((line, index) => lineItem(line, brand, index)), coupon, value: basket.cost };
}
