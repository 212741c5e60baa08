// The listing's per-currency price columns on products (the read model of product_prices, kept in
// sync by migration 0004's triggers): a listing reads prices from the product row itself.
import type { CurrencyCode } from '@ornament/domain';
import { type SQL, and, gt, isNotNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema';

const columns = {
  RUB: { price: products.priceRub, oldPrice: products.oldPriceRub },
  KZT: { price: products.priceKzt, oldPrice: products.oldPriceKzt },
  BYN: { price: products.priceByn, oldPrice: products.oldPriceByn },
} as const;

export type PriceColumns = (typeof columns)[CurrencyCode];

export function priceColumnsOf(currency: CurrencyCode): PriceColumns {
  return columns[currency];
}

/** Price and old price of the currency as selected values; callers filter on `isPriced` first. */
export function selectedPrices(currency: CurrencyCode) {
  const { price, oldPrice } = columns[currency];
  return { price: sql<number>`${price}`.mapWith(price), oldPrice };
}

/** A product is listed in a currency only with a price in it. */
export function isPriced(currency: CurrencyCode): SQL {
  return isNotNull(columns[currency].price);
}

/** Sale: an old price above the price. */
export function isDiscounted(currency: CurrencyCode): SQL | undefined {
  const { price, oldPrice } = columns[currency];
  return and(isNotNull(oldPrice), gt(oldPrice, price));
}
