import { setDataLayerTarget } from '@ornament/analytics';
import { type ApiClient, ApiClientError } from '@ornament/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFavoriteStore } from './favoriteStore';
import { toggleFavorite } from './toggleFavorite';

const item = { item_id: 'A-1', item_name: 'Кольцо', price: 1000 } as never;

function clientWith(favorites: Partial<ApiClient['favorites']>): ApiClient {
  return { favorites } as unknown as ApiClient;
}

function recorder() {
  const events: object[] = [];
  setDataLayerTarget({ push: (...entries: object[]) => events.push(...entries) });
  return events;
}

afterEach(() => setDataLayerTarget(null));

describe('toggleFavorite', () => {
  it('adds: vibrates 50 ms, stores the id, reports add_to_wishlist, tells a guest to sign in', async () => {
    const events = recorder();
    const store = createFavoriteStore();
    const client = clientWith({
      articles: async () => ({ type: 'data', data: { data: [], meta: { total: 0, favorite_limit: 200, is_guest: true } }, status: 200, headers: new Headers() }),
      add: async () => ({ type: 'data', data: { data: { id: 9, type: 'favorite', attributes: { article: 'A-1', created_at: '' } } }, status: 201, headers: new Headers() }),
    });
    await store.load(client);
    const vibrate = vi.fn();
    const toast = await toggleFavorite({ client, store, article: 'A-1', currency: 'RUB', item, vibrate });
    expect(vibrate).toHaveBeenCalledWith(50);
    expect(store.snapshot().ids?.get('A-1')).toBe(9);
    expect(toast).toBe('auth-action-added');
    expect(events).toContainEqual(expect.objectContaining({ event: 'add_to_wishlist' }));
  });

  it('reverts to empty and answers the limit toast on a 422', async () => {
    recorder();
    const store = createFavoriteStore();
    const client = clientWith({
      add: async () => {
        throw new ApiClientError({ kind: 'http', message: 'Favorites limit reached', method: 'POST', path: '/', status: 422, errors: [{ status: '422', code: 'favorites_limit', detail: 'Favorites limit reached' }] });
      },
    });
    const toast = await toggleFavorite({ client, store, article: 'A-1', currency: 'RUB', item });
    expect(toast).toBe('limit');
    expect(store.snapshot().ids?.has('A-1')).toBe(false);
  });

  it('removes locally even when the call fails and reports remove_from_wishlist', async () => {
    const events = recorder();
    const store = createFavoriteStore();
    store.set('A-1', 4);
    const remove = vi.fn(async () => {
      throw new Error('fetch error');
    });
    const toast = await toggleFavorite({ client: clientWith({ remove }), store, article: 'A-1', currency: 'RUB', item });
    expect(remove).toHaveBeenCalledWith(4);
    expect(toast).toBeNull();
    expect(store.snapshot().ids?.has('A-1')).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ event: 'remove_from_wishlist' }));
  });
});
