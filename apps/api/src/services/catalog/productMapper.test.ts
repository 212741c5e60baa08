import { productSchema } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { discountPercent, stockOf, toProduct } from './productMapper';
import type { FullProductRow } from './productRows';

const row: FullProductRow = {
  id: 1,
  article: '01-0001',
  urlCode: 'ring-1',
  name: 'Кольцо',
  section: 'jewelry-catalog',
  catalog: 'catalog',
  brand: 'main',
  materialCode: 'gold-585',
  materialName: 'Золото 585',
  materialColor: '#d4af37',
  metal: 'gold',
  collectionCode: null,
  collectionName: null,
  weight: 2.5,
  isSizeable: true,
  isOnRequest: false,
  badges: [],
  rating: 4.66,
  ratingCount: 3,
  sort: 1,
  price: 9000,
  oldPrice: 12000,
  categoryId: 2,
  categoryCode: 'rings',
  categoryName: 'Кольца',
  inserts: [{ code: 'diamond', name: 'Бриллиант', count: 3, weight: 0.1, colorCode: '#ffffff' }],
  quantity: 4,
};

describe('product mapping', () => {
  it('gives the whole percent off and none without a higher old price', () => {
    expect(discountPercent(9000, 12000)).toBe(25);
    expect(discountPercent(9000, null)).toBe(0);
    expect(discountPercent(9000, 8000)).toBe(0);
  });

  it('never shows catalogue goods in stock in Kazakhstan', () => {
    expect(stockOf('catalog', 4, 'KZ')).toEqual({ in_stock: false, quantity: 0 });
    expect(stockOf('packaging', 4, 'KZ')).toEqual({ in_stock: false, quantity: 0 });
    expect(stockOf('catalog', 4, 'RU')).toEqual({ in_stock: true, quantity: 4 });
  });

  it('maps a row to a contract-valid product with the currency and media URLs', () => {
    const product = toProduct(row, { country: 'KZ', currency: 'KZT' });
    expect(productSchema.parse(product)).toEqual(product);
    expect(product.currency).toEqual({ code: 'KZT', symbol: '₸', text: 'тенге' });
    expect(product.media_with_formatting[0]?.url).toBe('/api/serviceCatalog/v2/media/ring-1/white-1.webp');
    expect(product.media_with_formatting_black[0]?.url).toBe('/api/serviceCatalog/v2/media/ring-1/black-1.webp');
    expect(product.discount).toBe(25);
    expect(product.characteristic_short).toContainEqual({ name: 'Вес', value: '2,5 г' });
  });
});
