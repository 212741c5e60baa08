import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const list = { guid: '6f1c3a8e-1b2c-4d5e-8f90-123456789abc', name: 'Подарки', images: [], url_codes: ['ring-1'] };

describe('favourite calls', () => {
  it('add sends the spec’s JSON:API body to profile/favorite/', async () => {
    const fake = fakeFetch(() => json({ data: { id: 7, type: 'favorite', attributes: { article: 'A-1', created_at: '2026-01-01T00:00:00.000Z' } } }, { status: 201 }));
    const response = await createApiClient(testConfig(fake.fetch)).favorites.add('A-1');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/favorite/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: { type: 'favorite', attributes: { article: 'A-1' } } });
    expect(response.type === 'data' && response.data.data.id).toBe(7);
  });

  it('a 422 on add is an http error carrying the status the button reverts on', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '422', code: 'favorites_limit', detail: 'Favorites limit reached' }] }, { status: 422 }));
    await expect(createApiClient(testConfig(fake.fetch)).favorites.add('A-1')).rejects.toMatchObject({ kind: 'http', status: 422, errors: [{ status: '422' }] });
  });

  it('list sends page, page-size and sort; remove reads an empty 204 as null', async () => {
    const fake = fakeFetch((url, init) =>
      init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json({ data: [], meta: { 'current-page': 2, 'page-count': 2, 'per-page': 12, 'total-count': 13, favorite_limit: 200 } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.favorites.list({ page: 2, pageSize: 12, sort: 'expensive' });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/favorite/?page=2&page-size=12&sort=expensive');
    await client.favorites.list();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/favorite/');
    const removed = await client.favorites.remove(7);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/favorite/7/');
    expect(removed).toMatchObject({ type: 'data', data: null, status: 204 });
  });

  it('removeAll sends the selected articles, or no body for all', async () => {
    const fake = fakeFetch(() => json({ meta: { deleted: 2 } }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.favorites.removeAll(['A-1', 'A-2']);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/favorites/delete-all/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ articles: ['A-1', 'A-2'] });
    await client.favorites.removeAll();
    expect(fake.last().init.body).toBeUndefined();
  });

  it('folder calls use favorite-list and favorite-list-product with guid and url_codes', async () => {
    const fake = fakeFetch(() => json({ data: list }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.favorites.createList('Подарки');
    expect(fake.last()).toMatchObject({ url: 'http://api.test/api/sklv/v4/profile/favorite-list/', init: { method: 'POST', body: '{"name":"Подарки"}' } });
    await client.favorites.renameList(list.guid, 'Кольца');
    expect(fake.last()).toMatchObject({ url: `http://api.test/api/sklv/v4/profile/favorite-list/${list.guid}/`, init: { method: 'PUT' } });
    await client.favorites.addToList(list.guid, ['ring-1']);
    expect(fake.last()).toMatchObject({ url: 'http://api.test/api/sklv/v4/profile/favorite-list-product/', init: { method: 'POST' } });
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ guid: list.guid, url_codes: ['ring-1'] });
    await client.favorites.saveWishlist(list.guid);
    expect(fake.last().url).toBe(`http://api.test/api/sklv/v4/favorite-list/wishlist/${list.guid}/save/`);
  });

  it('a duplicate product answer keeps the server detail for the exists toast', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '400', code: 'already_in_list', detail: 'Товар уже добавлен в список' }] }, { status: 400 }));
    await expect(createApiClient(testConfig(fake.fetch)).favorites.addToList(list.guid, ['ring-1'])).rejects.toMatchObject({ message: 'Товар уже добавлен в список' });
  });
});
