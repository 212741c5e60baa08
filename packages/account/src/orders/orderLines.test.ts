import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import type { OrderItem, Product } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { loadOrderLines } from './load';
import { orderLines, productUrlCodes } from './orderLines';

const item = (id: number, article: string, urlCode: string, name: string): OrderItem => ({
  id,
  article,
  'url-code': urlCode,
  name,
  size: '17',
  quantity: 1,
  price: 5000,
  'old-price': null,
  'returned-quantity': 0,
});

const product = (article: string, urlCode: string, name: string, picture: string | null): Product => ({
  id: 1,
  article,
  url_code: urlCode,
  name,
  price: 5200,
  old_price: null,
  discount: 0,
  bonus: 0,
  currency: { code: 'RUB', symbol: '₽', text: 'руб.' },
  stock: { in_stock: true, quantity: 1 },
  characteristic_short: [],
  collection: null,
  badges: [],
  is_on_request: false,
  is_sizeable: true,
  catalog: 'catalog',
  category: { code: 'rings', name: 'Кольца' },
  weight: null,
  material: { code: 'gold', name: 'Золото', color_code: '#d4af37' },
  inserts: [],
  media_with_formatting: picture ? [{ type: 'image', url: picture, width: 600, height: 600, alt: name }] : [],
  media_with_formatting_black: [],
  rating: { rating: 0, rating_float: 0, sum_comments: 0 },
  sort: 0,
});

const ring = item(1, 'A-1', 'ring-gold-1', 'Кольцо (как в заказе)');
const sameRingOtherSize = { ...item(2, 'A-1', 'ring-gold-1', 'Кольцо (как в заказе)'), size: '18' };
const gone = item(3, 'G-1', 'gone-ring-1', 'Кольцо снято с продажи');

describe('order lines × current products', () => {
  it('S3.7.16: a line whose product exists links to it with the current name and picture; a gone one is plain text', () => {
    const lines = orderLines([ring, sameRingOtherSize, gone], [product('A-1', 'ring-gold-1', 'Кольцо золотое', '/pic/ring.svg')]);
    expect(lines.map(({ item: { id }, name, href, image }) => ({ id, name, href, image }))).toEqual([
      { id: 1, name: 'Кольцо золотое', href: '/product/A-1/', image: '/pic/ring.svg' },
      { id: 2, name: 'Кольцо золотое', href: '/product/A-1/', image: '/pic/ring.svg' },
      { id: 3, name: 'Кольцо снято с продажи', href: null, image: null },
    ]);
  });

  it('S3.7.16: a failed lookup knows nothing is gone: every line keeps its link and drawn picture', () => {
    const [line] = orderLines([gone], null);
    expect(line).toMatchObject({ name: 'Кольцо снято с продажи', href: '/product/G-1/', image: '/api/serviceCatalog/v2/media/gone-ring-1/white-0.webp' });
    // A product without pictures falls back to the one drawn by its url code.
    expect(orderLines([ring], [product('A-1', 'ring-gold-1', 'Кольцо', null)])[0]?.image).toBe('/api/serviceCatalog/v2/media/ring-gold-1/white-0.webp');
  });

  it('S3.7.16: asks each url code once, in one products call', async () => {
    expect(productUrlCodes([ring, sameRingOtherSize, gone])).toEqual(['ring-gold-1', 'gone-ring-1']);
    const fake = fakeFetch(() => json({ data: [product('A-1', 'ring-gold-1', 'Кольцо золотое', null)] }));
    const lines = await loadOrderLines(createApiClient(testConfig(fake.fetch)), [ring, sameRingOtherSize, gone]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/?url_codes=ring-gold-1,gone-ring-1');
    expect(lines.map((line) => line.href)).toEqual(['/product/A-1/', '/product/A-1/', null]);
    expect(await loadOrderLines(createApiClient(testConfig(fake.fetch)), [])).toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });
  it('S2.7.9: a line carries its product\'s id (for «Подробнее о товаре») only when the product was found', () => {
    const lines = orderLines([ring, gone], [product('A-1', 'ring-gold-1', 'Кольцо золотое', null)]);
    expect(lines.map((line) => line.productId)).toEqual([1, null]);
    expect(orderLines([ring], null)[0]?.productId).toBeNull();
  });
});
