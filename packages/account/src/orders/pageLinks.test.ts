import { describe, expect, it } from 'vitest';
import { hrefWithPage, pageLinks } from './pageLinks';

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours with gaps', () => {
    expect(pageLinks(6, 12)).toEqual([1, 2, null, 5, 6, 7, null, 11, 12]);
    expect(pageLinks(1, 12)).toEqual([1, 2, null, 11, 12]);
  });

  it('builds hrefs without a page for the first one', () => {
    expect(hrefWithPage('/personal/orders/', { status: 'completed' }, 1)).toBe('/personal/orders/?status=completed');
    expect(hrefWithPage('/personal/orders/', { status: undefined }, 3)).toBe('/personal/orders/?page=3');
  });
});
