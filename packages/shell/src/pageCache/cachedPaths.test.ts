import { describe, expect, it } from 'vitest';
import { isCachedPagePath } from './cachedPaths';

describe('cached page paths', () => {
  const personal = ['/basket/', '/page/landing/trade-in/', '/product/*/reviews/'];

  it('takes a personal prefix segment by segment, with * for any one segment', () => {
    expect(isCachedPagePath('/basket/', personal)).toBe(false);
    expect(isCachedPagePath('/basket/thank-you/', personal)).toBe(false);
    expect(isCachedPagePath('/basket', personal)).toBe(false);
    expect(isCachedPagePath('/basketball/', personal)).toBe(true);
    expect(isCachedPagePath('/page/landing/trade-in/', personal)).toBe(false);
    expect(isCachedPagePath('/page/landing/bonus-system/', personal)).toBe(true);
    expect(isCachedPagePath('/product/1004496/reviews/', personal)).toBe(false);
    expect(isCachedPagePath('/product/1004496/', personal)).toBe(true);
    expect(isCachedPagePath('/', personal)).toBe(true);
  });
});
