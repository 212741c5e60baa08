import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MobileFiltersButton } from '../filters/MobileFiltersButton';
import { LoadMore } from './LoadMore';

const props = {
  path: '/jewelry-catalog/',
  searchParams: { size: '17' },
  query: { size: '17', per_page: 72 },
  shownIds: [1, 2],
  listLabel: 'Кольца',
  text: 'Показать ещё',
  nextHref: '/jewelry-catalog/?size=17&page=2',
};

describe('always-loaded listing leaves, before script runs', () => {
  it('load more is a real link to the next page, and absent on the last page', () => {
    expect(renderToStaticMarkup(<LoadMore {...props} currentPage={1} pageCount={3} />)).toContain('href="/jewelry-catalog/?size=17&amp;page=2"');
    expect(renderToStaticMarkup(<LoadMore {...props} currentPage={3} pageCount={3} />)).toBe('');
  });

  it('the phone filter button links to the server-rendered panel', () => {
    const html = renderToStaticMarkup(<MobileFiltersButton listingUrl="/jewelry-catalog/" panelId="catalog-filters" text="Фильтры" />);
    expect(html).toContain('href="#catalog-filters"');
    expect(html).toContain('Фильтры');
  });
});
