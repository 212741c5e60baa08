// One heart press (spec 1 §4, spec 2 §4): add sends the article, vibrates 50 ms and reports
// add_to_wishlist; a 422 reverts and says the favourites are full. Remove drops the heart at once,
// even if the call then fails (spec 2 §4: deleting removes locally).
import { type AnalyticsItem, addToWishlist, push, removeFromWishlist } from '@ornament/analytics';
import type { ApiClient } from '@ornament/api-client';
import { type CurrencyCode, limits } from '@ornament/domain';
import type { FavoriteStore } from './favoriteStore';
import { type ToastKind, addedToastKind, isFavoritesLimit } from './notices';

export interface ToggleInput {
  client: ApiClient;
  store: FavoriteStore;
  article: string;
  currency: CurrencyCode;
  item: AnalyticsItem;
  vibrate?: ((ms: number) => unknown) | undefined;
}

/** The toast to show afterwards, if any. */
export async function toggleFavorite({ client, store, article, currency, item, vibrate }: ToggleInput): Promise<ToastKind | null> {
  const { ids, isGuest } = store.snapshot();
  const id = ids?.get(article);
  if (id !== undefined) {
    store.set(article, null);
    push(removeFromWishlist(currency, item));
    await client.favorites.remove(id).catch(() => undefined);
    return null;
  }
  vibrate?.(limits.favouriteVibrationMs);
  try {
    const response = await client.favorites.add(article);
    if (response.type !== 'data') return null;
    store.set(article, response.data.data.id);
    push(addToWishlist(currency, item));
    return addedToastKind(isGuest);
  } catch (error) {
    store.set(article, null);
    return isFavoritesLimit(error) ? 'limit' : null;
  }
}
