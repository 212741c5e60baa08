import { type ItemInput, type ItemList, fromProduct, toAnalyticsItems } from '@ornament/analytics';
import type { BrandId, CurrencyCode } from '@ornament/domain';
import type { Product } from '@ornament/api-contract';
import { type ProductCardData, productHref, toCardData } from '../product/cardProps';
import type { LinkedItem } from './linkedItems';

/** What analytics reports of a listed product beyond what its card shows (spec 1 §3 item mapping). */
export type ListingItemFacts = Pick<ItemInput, 'article' | 'inStock' | 'categories' | 'rating' | 'reviews' | 'manufacturer'>;

/**
 * A listing's card as the page's payload carries it: the card's fields without what the page says
 * once for all (the currency) or what follows from the article (the link), empty prices left out,
 * and the item's other facts. 72 of them are most of a catalogue page's bytes.
 */
export interface ListingCard extends Omit<ProductCardData, 'href' | 'currency' | 'oldPrice' | 'discount'> {
  /** Only when it is not the page's (ListingProducts' `currency`). */
  currency?: CurrencyCode;
  oldPrice?: number;
  discount?: number;
  facts: ListingItemFacts;
}

export function toListingCard(product: Product, pageCurrency: CurrencyCode): ListingCard {
  const { href: _href, currency, oldPrice, discount, ...card } = toCardData(product);
  const { article, inStock, categories, rating, reviews, manufacturer } = fromProduct(product);
  const facts: ListingItemFacts = { article, inStock, categories, rating, reviews, ...(manufacturer ? { manufacturer } : {}) };
  return { ...card, ...(currency !== pageCurrency ? { currency } : {}), ...(oldPrice !== null ? { oldPrice } : {}), ...(discount ? { discount } : {}), facts };
}

/** The card a listing's compact card stands for, on a page priced in `pageCurrency`. */
export function cardOfListing({ facts, oldPrice, discount, currency, ...card }: ListingCard, pageCurrency: CurrencyCode): ProductCardData {
  return { ...card, href: productHref(facts), oldPrice: oldPrice ?? null, discount: discount ?? 0, currency: currency ?? pageCurrency };
}

/**
 * A listing's cards as analytics items with the links they sit behind, numbered from the page's first
 * position so page 2 continues where page 1 ended. Runs in the browser, from the cards' own data.
 */
export function linkedItemsOf(cards: readonly ListingCard[], list: ItemList, brand: BrandId, firstIndex: number): LinkedItem[] {
  const inputs = cards.map((card) => ({ ...card.facts, name: card.name, price: card.price, oldPrice: card.oldPrice ?? null }));
  const items = toAnalyticsItems(inputs, { brand, listName: list.name, firstIndex });
  return cards.flatMap((card, index) => {
    const item = items[index];
    return item ? [{ href: productHref(card.facts), item }] : [];
  });
}
