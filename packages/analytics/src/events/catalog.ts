import type { CurrencyCode } from '@ornament/domain';
import type { AnalyticsItem } from '../item';
import { itemsValue } from '../value';
import type { SelectItemEvent, ViewItemEvent, ViewItemListEvent, WishlistEvent } from './types';

export interface ItemList {
  readonly name: string;
  readonly id?: string;
}

function listFields(list: ItemList): { item_list_name: string; item_list_id?: string } {
  return { item_list_name: list.name, ...(list.id !== undefined ? { item_list_id: list.id } : {}) };
}

/** A listing, carousel or search result was shown. */
export function viewItemList(list: ItemList, items: readonly AnalyticsItem[]): ViewItemListEvent {
  return { event: 'view_item_list', ecommerce: { ...listFields(list), items } };
}

/** A product was chosen from a list. */
export function selectItem(list: ItemList, item: AnalyticsItem): SelectItemEvent {
  return { event: 'select_item', ecommerce: { ...listFields(list), items: [item] } };
}

/** A product page (or quick view) was shown. */
export function viewItem(currency: CurrencyCode, item: AnalyticsItem): ViewItemEvent {
  return { event: 'view_item', ecommerce: { currency, value: itemsValue([item]), items: [item] } };
}

/** Spec 1 §4: the favourite button sends these on add and on remove. */
export function addToWishlist(currency: CurrencyCode, item: AnalyticsItem): WishlistEvent {
  return { event: 'add_to_wishlist', ecommerce: { currency, value: itemsValue([item]), items: [item] } };
}

export function removeFromWishlist(currency: CurrencyCode, item: AnalyticsItem): WishlistEvent {
  return { event: 'remove_from_wishlist', ecommerce: { currency, value: itemsValue([item]), items: [item] } };
}
