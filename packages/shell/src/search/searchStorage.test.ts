import { describe, expect, it } from 'vitest';
import { redirectFor, rememberRedirect } from './redirectStorage';
import { clearSearchHistory, type KeyValueStorage, readSearchHistory, rememberSearch, searchOriginStorageKey, storeSearchOrigin } from './searchStorage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const hour = 60 * 60 * 1000;

describe('search history in localStorage `searchHistory`', () => {
  it('keeps the 5 newest, newest first, each once', () => {
    const storage = memoryStorage();
    for (const query of ['серьги', 'кольцо', 'цепь', 'браслет', 'кулон', 'часы', 'кольцо']) rememberSearch(storage, query);
    expect(readSearchHistory(storage)).toEqual(['кольцо', 'часы', 'кулон', 'браслет', 'цепь']);
    expect(JSON.parse(storage.data.get('searchHistory') ?? '')).toHaveLength(5);
  });

  it('reads garbage as an empty history and clears', () => {
    expect(readSearchHistory(memoryStorage({ searchHistory: '{not json' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ searchHistory: '[1, "кольцо", " "]' }))).toEqual(['кольцо']);
    const storage = memoryStorage({ searchHistory: '["кольцо"]' });
    clearSearchHistory(storage);
    expect(readSearchHistory(storage)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(rememberSearch(broken, 'кольцо')).toEqual(['кольцо']);
    expect(redirectFor(broken, 'кольцо', 0)).toBeNull();
  });
});

describe('redirect map', () => {
  it('remembers a redirect for 24 hours, whatever the case and spacing of the query', () => {
    const storage = memoryStorage();
    rememberRedirect(storage, 'Кольцо  ', '/jewelry-catalog/rings/', 0);
    expect(redirectFor(storage, 'кольцо', 23 * hour)).toBe('/jewelry-catalog/rings/');
    expect(redirectFor(storage, 'кольцо', 24 * hour)).toBeNull();
    expect(redirectFor(storage, 'серьги', hour)).toBeNull();
  });
});

describe('search origin', () => {
  it('stores the spec code: 1 redirect, 2 text search, 3 product', () => {
    const storage = memoryStorage();
    storeSearchOrigin(storage, 'redirect');
    expect(storage.data.get(searchOriginStorageKey)).toBe('1');
    storeSearchOrigin(storage, 'textSearch');
    expect(storage.data.get(searchOriginStorageKey)).toBe('2');
    storeSearchOrigin(storage, 'product');
    expect(storage.data.get(searchOriginStorageKey)).toBe('3');
  });
});
