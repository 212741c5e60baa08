import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartCountAtom, favoritesCountAtom } from '../state/atoms';
import { CartLink, FavoritesLink } from './actions';

function render(cart: number, favorites: number): string {
  const store = createStore();
  store.set(cartCountAtom, cart);
  store.set(favoritesCountAtom, favorites);
  return renderToStaticMarkup(
    <Provider store={store}>
      <FavoritesLink />
      <CartLink />
    </Provider>,
  );
}

describe('header counters', () => {
  it('show nothing at 0', () => {
    const html = render(0, 0);
    expect(html).toContain('Корзина');
    expect(html).not.toMatch(/>\d+\+?</);
  });

  it('show the atoms’ counts and cap them at 99+', () => {
    expect(render(3, 99)).toContain('>99<');
    expect(render(3, 99)).toContain('>3<');
    expect(render(100, 250).match(/>99\+</g)).toHaveLength(2);
  });
});
