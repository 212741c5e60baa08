import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { headerTypeOf, isBasketPath, isStickyHeader, reviewsBackPath } from './headerType';

const main = getTenant('main', 'RU');
const diamant = getTenant('diamant', 'RU');

describe('headerTypeOf', () => {
  it.each([
    ['/', 'main'],
    ['/?utm_source=x', 'main'],
    ['/jewelry-catalog/', 'catalog'],
    ['/jewelry-catalog/rings/gold/', 'catalog'],
    ['/newitems/jewelry-catalog/', 'catalog'],
    ['/catalog/rings/', 'catalog'],
    ['/product/ring-123/', 'product'],
    ['/product/ring-123/reviews/', 'reviews'],
    ['/basket/', 'basket'],
    ['/basket/thank-you/', 'basket'],
    ['/shops-map/', 'default'],
    ['/personal/main/', 'default'],
  ] as const)('%s is %s on the main brand', (path, type) => {
    expect(headerTypeOf(path, main)).toBe(type);
  });

  it('treats the diamond prefix as the catalogue', () => {
    expect(headerTypeOf('/diamant-jewelry-catalog/rings/', diamant)).toBe('catalog');
    expect(headerTypeOf('/brand/', diamant)).toBe('default');
  });
});

describe('isBasketPath', () => {
  it('takes the basket and the pages after it, by their first segment', () => {
    for (const path of ['/basket/', '/basket', '/basket/thank-you/?masterOrderId=1']) expect(isBasketPath(path)).toBe(true);
    for (const path of ['/', '/basketball/', '/product/basket/', '/personal/orders/']) expect(isBasketPath(path)).toBe(false);
  });
});

describe('reviewsBackPath', () => {
  it('removes the reviews part of the path', () => {
    expect(reviewsBackPath('/product/ring-123/reviews/')).toBe('/product/ring-123/');
    expect(reviewsBackPath('/product/ring-123/reviews/page-2/')).toBe('/product/ring-123/');
    expect(reviewsBackPath('/product/ring-123/')).toBe('/product/ring-123/');
    expect(reviewsBackPath('/reviews/')).toBe('/');
  });
});

describe('isStickyHeader', () => {
  it('sticks only on the main page beyond 221 px', () => {
    expect(isStickyHeader('main', 221)).toBe(false);
    expect(isStickyHeader('main', 222)).toBe(true);
    expect(isStickyHeader('catalog', 1000)).toBe(false);
  });
});
