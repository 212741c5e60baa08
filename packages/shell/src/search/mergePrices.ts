import type { AutocompleteResponse, PricesResponse } from '@ornament/api-client';
import type { CurrencyCode } from '@ornament/domain';

type SearchProduct = AutocompleteResponse['products'][number];

/** A search product with the live price of the shopper's city, once prices have arrived. */
export interface PricedSearchProduct extends SearchProduct {
  /** The city's currency; null while prices are loading (the search vendor's price is then shown). */
  currency: CurrencyCode | null;
}

/** Url codes to ask prices for: each once, in the order the products came. */
export function priceUrlCodes(products: readonly SearchProduct[]): string[] {
  return [...new Set(products.map((product) => product.url_code).filter(Boolean))];
}

/**
 * Spec 1 §3: search products carry the vendor's price; live prices come by url code and are merged
 * by article (a product's url code may differ from the one the prices call answers for its size).
 */
export function mergePricesByArticle(
  products: readonly SearchProduct[],
  prices: PricesResponse['data'] | undefined,
): PricedSearchProduct[] {
  const byArticle = new Map((prices ?? []).map((price) => [price.article, price]));
  return products.map((product) => {
    const price = byArticle.get(product.article);
    if (!price) return { ...product, currency: null };
    return { ...product, price: price.price, old_price: price.old_price, currency: price.currency.code };
  });
}
