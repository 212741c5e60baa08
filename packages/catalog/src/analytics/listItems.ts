import { type ItemList, fromProduct, toAnalyticsItems } from '@ornament/analytics';
import type { BrandId } from '@ornament/domain';
import type { Product } from '@ornament/api-contract';
import { productHref } from '../product/cardProps';
import type { LinkedItem } from './linkedItems';

/**
 * A listing's products as analytics items (spec 1 §3 item mapping) with the links they sit behind,
 * numbered from the page's first position so page 2 continues where page 1 ended.
 */
export function linkedItemsOf(products: readonly Product[], list: ItemList, brand: BrandId, firstIndex: number): LinkedItem[] {
  const items = toAnalyticsItems(products.map((product) => fromProduct(product)), { brand, listName: list.name, firstIndex });
  return products.flatMap((product, index) => {
    const item = items[index];
    return item ? [{ href: productHref(product), item }] : [];
  });
}
