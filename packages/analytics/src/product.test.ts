import type { Product, ProductDetail } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { toAnalyticsItem } from './item';
import { fromProduct } from './product';

const product: Product = {
  id: 1,
  article: '01-5678-00',
  url_code: 'kolco-01-5678-00',
  name: 'Кольцо из серебра с фианитами',
  price: 3990,
  old_price: 5990,
  discount: 33,
  bonus: 399,
  currency: { code: 'RUB', symbol: '₽', text: 'руб' },
  stock: { in_stock: true, quantity: 4 },
  characteristic_short: [{ name: 'Металл', value: 'Серебро 925' }],
  collection: null,
  badges: [],
  is_on_request: false,
  is_sizeable: true,
  catalog: 'jewelry-catalog',
  category: { code: 'rings', name: 'Кольца' },
  weight: 2.1,
  material: { code: 'silver', name: 'Серебро', color_code: '#c0c0c0' },
  inserts: [],
  media_with_formatting: [],
  media_with_formatting_black: [],
  rating: { rating: 5, rating_float: 4.7, sum_comments: 31 },
  sort: 1,
};

const detail: ProductDetail = {
  ...product,
  description: '',
  characteristics: [{ code: 'manufacturer', name: 'Производитель', value: 'SOKOLOV' }],
  kits: [],
  upsale_link: null,
  breadcrumbs: [
    { name: 'Главная', url: '/' },
    { name: 'Украшения', url: '/jewelry-catalog/' },
    { name: 'Кольца', url: '/jewelry-catalog/rings/' },
    { name: 'Кольцо из серебра с фианитами', url: '/product/kolco-01-5678-00/' },
  ],
};

describe('fromProduct', () => {
  it('adapts a listing product', () => {
    expect(fromProduct(product, { size: '17' })).toEqual({
      article: '01-5678-00',
      name: 'Кольцо из серебра с фианитами',
      price: 3990,
      oldPrice: 5990,
      size: '17',
      quantity: 1,
      inStock: true,
      categories: ['Кольца'],
      rating: 4.7,
      reviews: 31,
      manufacturer: null,
    });
  });

  it('takes the category path from a detail page breadcrumbs, without home and the product', () => {
    expect(fromProduct(detail).categories).toEqual(['Украшения', 'Кольца']);
  });

  it('finds the manufacturer characteristic, which becomes item_brand', () => {
    expect(fromProduct(detail).manufacturer).toBe('SOKOLOV');
    expect(toAnalyticsItem(fromProduct(detail), { brand: 'main' }).item_brand).toBe('SOKOLOV');
    expect(toAnalyticsItem(fromProduct(product), { brand: 'main' }).item_brand).toBe('Орнамент');
  });

  it('reads the manufacturer from the short characteristics too', () => {
    const short = { ...product, characteristic_short: [{ name: 'Производитель', value: 'Casio' }] };
    expect(fromProduct(short).manufacturer).toBe('Casio');
  });

  it('passes quantity and stock through', () => {
    const sold = { ...product, stock: { in_stock: false, quantity: 0 } };
    expect(fromProduct(sold, { quantity: 2 })).toMatchObject({ inStock: false, quantity: 2 });
  });
});
