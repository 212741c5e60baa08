import { describe, expect, it } from 'vitest';
import { readAddressDraft, rememberOrder, writeAddressDraft, type KeyValueStorage } from './storage';

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
const isDraft = (value: unknown): value is { id: string } => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

describe('checkout storage', () => {
  it('clears the gift card and keeps the buyer after an order', () => {
    const local = memory();
    local.setItem('giftCard', '1234');
    rememberOrder(local, { userId: '7', phone: '79990000001', email: 'a@b.ru', name: 'Анна' });
    expect(local.data.has('giftCard')).toBe(false);
    expect(JSON.parse(local.getItem('orderUser') ?? '{}')).toEqual({ userId: '7', phone: '79990000001', email: 'a@b.ru', name: 'Анна' });
  });

  it('keeps the unsaved address in session storage and drops broken values', () => {
    const session = memory();
    writeAddressDraft(session, { id: 'a-new', street: 'Тверская' });
    expect(readAddressDraft(session, isDraft)).toEqual({ id: 'a-new', street: 'Тверская' });
    writeAddressDraft(session, null);
    expect(readAddressDraft(session, isDraft)).toBeNull();
    session.setItem('address', '{oops');
    expect(readAddressDraft(session, isDraft)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberOrder(broken, { userId: '1', phone: '', email: '', name: '' })).not.toThrow();
    expect(readAddressDraft(broken, isDraft)).toBeNull();
  });
});
