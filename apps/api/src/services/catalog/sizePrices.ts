// A product's price per size (spec 2 §7 products/prices, product price {article}/{size}). A product
// has one price in a currency for all its sizes; a size it does not have has no price.
import type { SizePrice } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';
import { currencyOfCode, discountPercent } from './productMapper';

export interface SizePriceRow {
  article: string;
  urlCode: string;
  /** Size labels in their order; empty for a product without sizes. */
  sizes: string[];
  price: number;
  oldPrice: number | null;
}

function priceOf(row: SizePriceRow, size: string, currency: CurrencyCode): SizePrice {
  return {
    article: row.article,
    url_code: row.urlCode,
    size,
    price: row.price,
    old_price: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    discount: discountPercent(row.price, row.oldPrice),
    currency: currencyOfCode(currency),
  };
}

/** Every size's price; one row with size '' for a product without sizes. */
export function sizePricesOf(row: SizePriceRow, currency: CurrencyCode): SizePrice[] {
  return (row.sizes.length > 0 ? row.sizes : ['']).map((size) => priceOf(row, size, currency));
}

export type SizePriceLookup = { kind: 'found'; price: SizePrice } | { kind: 'unknown-size' } | { kind: 'size-required' };

/** One size's price: a sized product needs one of its sizes, an unsized one takes none. */
export function sizePriceOf(row: SizePriceRow, size: string | undefined, currency: CurrencyCode): SizePriceLookup {
  if (size === undefined) return row.sizes.length > 0 ? { kind: 'size-required' } : { kind: 'found', price: priceOf(row, '', currency) };
  return row.sizes.includes(size) ? { kind: 'found', price: priceOf(row, size, currency) } : { kind: 'unknown-size' };
}
