import type { ApiClient } from '@ornament/api-client';
import type { Product } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductStripBlock, stripPathOf } from './blocks/ProductStripBlock';
import { SitemapPage } from './SitemapPage';

const product: Product = {
  id: 7,
  article: '1004467',
  url_code: 'kolco-1004467',
  name: 'Кольцо из золота с бриллиантом',
  price: 45990,
  old_price: null,
  discount: 0,
  bonus: 4599,
  currency: { code: 'RUB', symbol: '₽', text: 'руб.' },
  stock: { in_stock: true, quantity: 3 },
  characteristic_short: [],
  collection: null,
  badges: [],
  is_on_request: false,
  is_sizeable: true,
  catalog: 'catalog',
  category: { code: 'rings', name: 'Кольца' },
  weight: 2.1,
  material: { code: 'gold-585', name: 'Золото 585', color_code: '#D4AF37' },
  inserts: [],
  media_with_formatting: [{ type: 'image', url: '/api/media/kolco/white-1.svg', width: 600, height: 600, alt: '' }],
  media_with_formatting_black: [],
  rating: { rating: 5, rating_float: 4.8, sum_comments: 3 },
  sort: 1,
};

// Async server components render once awaited: their output is a plain element tree.
const render = async (element: Promise<React.ReactElement | null>) => renderToStaticMarkup(await element);

describe('ProductStripBlock', () => {
  const area = { code: 'gifts-products', title: 'Популярные подарки', html: '', items: [{ id: '1', title: 'Кольца', text: null, html: null, link: '/jewelry-catalog/rings/', image: null, sort: 0 }] };

  it('S2.9.3 lists the first 24 products (the landing page size the API accepts) of each item’s catalogue path', async () => {
    const listing = vi.fn().mockResolvedValue({ type: 'data', data: { data: [product] } });
    const html = await render(ProductStripBlock({ area, client: { catalog: { listing } } as unknown as ApiClient }));
    expect(listing).toHaveBeenCalledWith('/jewelry-catalog/rings/', { per_page: 24 }, expect.anything());
    expect(html).toContain('Популярные подарки');
    expect(html).toContain('href="/product/1004467/"');
    expect(html).toContain('href="/jewelry-catalog/rings/"');
  });

  it('leaves the strip out when the catalogue fails', async () => {
    const listing = vi.fn().mockRejectedValue(new Error('fetch error'));
    expect(await ProductStripBlock({ area, client: { catalog: { listing } } as unknown as ApiClient })).toBeNull();
  });

  it('takes only catalogue paths', () => {
    expect(stripPathOf('/jewelry-catalog/rings/')).toBe('/jewelry-catalog/rings/');
    expect(stripPathOf('https://example.com/')).toBeNull();
    expect(stripPathOf('/jewelry-catalog/rings/?sort=new')).toBeNull();
  });
});

describe('SitemapPage', () => {
  it('asks the site map with the country code and lists its sections', async () => {
    const sitemapHtml = vi.fn().mockResolvedValue({ type: 'data', data: { data: [{ title: 'Покупателям', links: [{ title: 'Доставка и оплата', url: '/delivery-terms/' }] }] } });
    const html = await render(SitemapPage({ client: { seo: { sitemapHtml } } as unknown as ApiClient, country: 'KZ' }));
    expect(sitemapHtml).toHaveBeenCalledWith('KZ');
    expect(html).toMatch(/<h1[^>]*>Карта сайта<\/h1>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Покупателям"/);
    expect(html).toContain('href="/delivery-terms/"');
  });

  it('says so when the site map fails to load', async () => {
    const sitemapHtml = vi.fn().mockRejectedValue(new Error('fetch error'));
    const html = await render(SitemapPage({ client: { seo: { sitemapHtml } } as unknown as ApiClient, country: 'RU' }));
    expect(html).toContain('role="alert"');
  });
});
