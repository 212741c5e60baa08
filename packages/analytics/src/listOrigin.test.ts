import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberListName, rememberedListName, withListName } from './listOrigin';
import type { AnalyticsItem } from './item';

const item = { item_id: '1004496', item_name: 'Кольцо', price: 1000 } as unknown as AnalyticsItem;

function fakeSessionStorage(): Map<string, string> {
  const values = new Map<string, string>();
  vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) } });
  return values;
}

afterEach(() => vi.unstubAllGlobals());

describe('the list a product was picked from', () => {
  it('S3.9.16 is kept under the session key item_list_name and named on the product page’s item', () => {
    const values = fakeSessionStorage();
    expect(withListName(item)).toBe(item);
    rememberListName('Кольца');
    expect(values.get('item_list_name')).toBe('Кольца');
    expect(rememberedListName()).toBe('Кольца');
    expect(withListName(item)).toMatchObject({ item_list_name: 'Кольца' });
    expect(withListName({ ...item, item_list_name: 'Поиск' })).toMatchObject({ item_list_name: 'Поиск' });
  });

  it('names nothing when storage is off', () => {
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    rememberListName('Кольца');
    expect(withListName(item)).toBe(item);
  });
});
