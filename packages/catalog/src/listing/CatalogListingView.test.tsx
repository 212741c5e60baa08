import type { CatalogListingResult } from '@ornament/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { CatalogListingView } from './CatalogPage';

const listing = (count: number): CatalogListingResult => ({
  data: Array.from({ length: Math.min(count, 3) }, (_, i) => ({ ...sampleProduct, id: i + 1, article: String(1000 + i) })),
  meta: {
    section: 'jewelry-catalog',
    category: null,
    h1: 'Ювелирные украшения',
    title: 't',
    description: 'd',
    canonical: '/jewelry-catalog/',
    robots: 'index, follow',
    breadcrumbs: [{ name: 'Главная', url: '/' }, { name: 'Ювелирные украшения', url: '/jewelry-catalog/' }],
    sort: [{ property_code: 'popular', name: 'Популярные', value: 'popular', source: 'path', link: '/jewelry-catalog/', checked: true }],
    'current-page': 1,
    'page-count': count > 0 ? 3 : 0,
    'per-page': 72,
    'total-count': count,
  },
  productCount: count,
  prefilterList: [],
});

describe('CatalogListingView', () => {
  it('shows heading, count, sort, products and a link to page 2', () => {
    const html = renderToStaticMarkup(<CatalogListingView listing={listing(150)} path="/jewelry-catalog/" searchParams={{}} catalogHref="/jewelry-catalog/" brand="main" />);
    expect(html).toMatch(/<h1[^>]*>Ювелирные украшения<\/h1>/);
    expect(html).toContain('150\u00A0товаров');
    expect(html).toContain('aria-current="true">Популярные');
    expect(html).toContain('href="/product/1000/"');
    expect(html).toContain('href="/jewelry-catalog/?page=2"');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList"');
  });

  it('shows the empty state with a link to the catalogue', () => {
    const html = renderToStaticMarkup(<CatalogListingView listing={listing(0)} path="/jewelry-catalog/x/" searchParams={{}} catalogHref="/jewelry-catalog/" brand="main" />);
    expect(html).toContain('Товары не найдены');
    expect(html).toContain('href="/jewelry-catalog/"');
    expect(html).not.toContain('aria-label="Страницы"');
  });

  it('renders the filter and load-more slots', () => {
    const html = renderToStaticMarkup(
      <CatalogListingView listing={listing(150)} path="/jewelry-catalog/" searchParams={{}} catalogHref="/" brand="diamant" filters={<i>filters</i>} loadMore={<i>more</i>} />,
    );
    expect(html).toContain('<i>filters</i>');
    expect(html).toContain('<i>more</i>');
  });
});
