import { describe, expect, it } from 'vitest';
import { currentPageOf, toListingQuery } from './listingQuery';
import { pageHref, pageItems } from './pagination';

describe('pageHref', () => {
  it('drops page for the first page and keeps other parameters', () => {
    expect(pageHref('/jewelry-catalog/', { sort: 'new_up', page: '3' }, 1)).toBe('/jewelry-catalog/?sort=new_up');
    expect(pageHref('/jewelry-catalog/', { sort: 'new_up' }, 2)).toBe('/jewelry-catalog/?sort=new_up&page=2');
    expect(pageHref('/jewelry-catalog/', {}, 1)).toBe('/jewelry-catalog/');
  });
});

describe('pageItems', () => {
  const href = (page: number) => `/p/${page}`;

  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1, href)).toEqual([]);
  });

  it('shows first, last, the current page and its neighbours with gaps', () => {
    const items = pageItems(5, 9, href);
    expect(items.map((item) => (item.type === 'page' ? item.page : '…'))).toEqual([1, '…', 4, 5, 6, '…', 9]);
    expect(items.find((item) => item.type === 'page' && item.current)).toMatchObject({ page: 5, href: '/p/5' });
  });

  it('has no gap between neighbours', () => {
    expect(pageItems(2, 3, href).map((item) => item.type)).toEqual(['page', 'page', 'page']);
  });
});

describe('listing query', () => {
  it('takes one value per key and always asks for the storefront page size (72)', () => {
    expect(toListingQuery({ page: '2', sort: ['new_up', 'x'], per_page: '1000', empty: '' })).toEqual({ page: '2', sort: 'new_up', per_page: 72 });
  });

  it('reads the current page, defaulting to 1 for junk', () => {
    expect(currentPageOf({ page: '3' })).toBe(3);
    expect(currentPageOf({ page: 'abc' })).toBe(1);
    expect(currentPageOf({ page: '0' })).toBe(1);
    expect(currentPageOf({})).toBe(1);
  });
});
