import { afterEach, describe, expect, it } from 'vitest';
import { getDataLayer, push, setDataLayerTarget } from './dataLayer';
import { viewPromotion } from './events/promotion';
import { pageView } from './pageView';

const banner = {
  id: 'b1',
  name: 'Весна',
  slot: 'main-top',
  image: '/img/spring.jpg',
  url: '/promotions/spring/',
  creativeName: 'spring-1440',
  promotionName: 'Весенняя распродажа',
};

afterEach(() => {
  setDataLayerTarget(null);
  Reflect.deleteProperty(globalThis, 'window');
});

describe('push', () => {
  it('is a no-op on the server (no window)', () => {
    expect(getDataLayer()).toBeNull();
    expect(() => push(pageView({ location: 'https://shop.example/' }))).not.toThrow();
  });

  it('creates window.dataLayer when absent and pushes onto it', () => {
    const fakeWindow: { dataLayer?: object[] } = {};
    Reflect.set(globalThis, 'window', fakeWindow);
    push(pageView({ location: 'https://shop.example/' }));
    expect(fakeWindow.dataLayer).toEqual([{ event: 'page_view', page_location: 'https://shop.example/', page_path: '/' }]);
  });

  it('keeps an existing window.dataLayer (GTM may have replaced push)', () => {
    const seen: object[] = [];
    const existing = Object.assign([{ 'gtm.start': 1 }], { push: (entry: object) => seen.push(entry) });
    Reflect.set(globalThis, 'window', { dataLayer: existing });
    push(pageView({ location: 'https://shop.example/a/' }));
    expect(seen).toHaveLength(1);
  });

  it('clears the previous ecommerce object before an ecommerce event', () => {
    const entries: object[] = [];
    push(viewPromotion(banner), { push: (entry: object) => entries.push(entry) });
    expect(entries).toEqual([{ ecommerce: null }, viewPromotion(banner)]);
  });

  it('sends to an injected target instead of window', () => {
    const entries: object[] = [];
    setDataLayerTarget({ push: (entry: object) => entries.push(entry) });
    push(pageView({ location: 'https://shop.example/b/' }));
    expect(entries).toHaveLength(1);
  });
});
