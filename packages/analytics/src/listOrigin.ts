// The list a shopper last picked a product from (spec 3 §9 session key item_list_name): written when
// a listing's product link is clicked, read by the product page, so its view_item names the list
// it came from (spec 1 §3 item_list_name). Storage can be off (private mode): then nothing is named.
import { sessionStorageKeys } from '@ornament/domain';
import type { AnalyticsItem } from './item';

export function rememberListName(name: string): void {
  try {
    window.sessionStorage.setItem(sessionStorageKeys.itemListName, name);
  } catch {
    // no storage: the next page just names no list
  }
}

export function rememberedListName(): string | undefined {
  try {
    return window.sessionStorage.getItem(sessionStorageKeys.itemListName) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The item with the remembered list's name, unless it names one already. */
export function withListName(item: AnalyticsItem): AnalyticsItem {
  const name = item.item_list_name ?? rememberedListName();
  return name === undefined ? item : { ...item, item_list_name: name };
}
