import { type ItemInput, type ItemList, fromProduct, toAnalyticsItems } from '@ornament/analytics';
import type { BrandId } from '@ornament/domain';
import type { Product } from '@ornament/api-contract';
import { type ProductCardData, toCardData } from '../product/cardProps';
import type { LinkedItem } from './linkedItems';

/** What analytics reports of a listed product beyond what its card shows (spec 1 §3 item mapping). */
export type ListingItemFacts = Pick<ItemInput, 'article' | 'inStock' | 'categories' | 'rating' | 'reviews' | 'manufacturer'>;

/** A listing's card: the card's fields and the item's other facts, so the page's payload carries each once. */
export interface ListingCard extends ProductCardData {
  facts: ListingItemFacts;
}

export function toListingCard(product: Product): ListingCard {
  const { article, inStock, categories, rating, reviews, manufacturer } = fromProduct(product);
  const facts: ListingItemFacts = { article, inStock, categories, rating, reviews, ...(manufacturer ? { manufacturer } : {}) };
  return { ...toCardData(product), facts };
}

/**
 * A listing's cards as analytics items with the links they sit behind, numbered from the page's first
 * position so page 2 continues where page 1 ended. Runs in the browser, from the cards' own data.
 */
export function linkedItemsOf(cards: readonly ListingCard[], list: ItemList, brand: BrandId, firstIndex: number): LinkedItem[] {
  const inputs = cards.map((card) => ({ ...card.facts, name: card.name, price: card.price, oldPrice: card.oldPrice }));
  const items = toAnalyticsItems(inputs, { brand, listName: list.name, firstIndex });
  return cards.flatMap((card, index) => {
    const item = items[index];
    return item ? [{ href: card.href, item }] : [];
  });
}
