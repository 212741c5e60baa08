import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { activeMenuAtom, authRequestAtom, cartCountAtom, favoritesCountAtom, openModalAtom, toggleMenuAtom } from './atoms';

describe('shell atoms', () => {
  it('start closed and empty', () => {
    const store = createStore();
    expect(store.get(activeMenuAtom)).toBeNull();
    expect(store.get(openModalAtom)).toBeNull();
    expect(store.get(authRequestAtom)).toBe(0);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(favoritesCountAtom)).toBe(0);
  });

  it('toggle opens a menu, closes it by the same name and replaces it by another', () => {
    const store = createStore();
    store.set(toggleMenuAtom, 'catalog');
    expect(store.get(activeMenuAtom)).toBe('catalog');
    store.set(toggleMenuAtom, 'burger');
    expect(store.get(activeMenuAtom)).toBe('burger');
    store.set(toggleMenuAtom, 'burger');
    expect(store.get(activeMenuAtom)).toBeNull();
  });
});
