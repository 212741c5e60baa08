import { describe, expect, it } from 'vitest';
import { enterPageVariant } from './pageVariant';

const notFound = /NEXT_HTTP_ERROR_FALLBACK;404/;

describe('a cached page’s variant', () => {
  it('takes the basket’s frame under the basket page only, and the shop’s frame everywhere else', () => {
    expect(enterPageVariant('b.-.-', true)).toEqual({ cityGuid: undefined, query: '', basketFrame: true });
    expect(enterPageVariant('v.-.-')).toEqual({ cityGuid: undefined, query: '' });
    expect(() => enterPageVariant('b.-.-')).toThrow(notFound);
    expect(() => enterPageVariant('v.-.-', true)).toThrow(notFound);
    expect(() => enterPageVariant('jewelry-catalog')).toThrow(notFound);
  });
});
