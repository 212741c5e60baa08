import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './hash';
import { categoryFields, itemBrand, toAnalyticsItem, toAnalyticsItems, type ItemInput } from './item';
import { itemsValue } from './value';

const ring: ItemInput = {
  article: '01-1234-00',
  name: 'Кольцо из золота с бриллиантом',
  price: 24_990,
  oldPrice: 35_700,
  size: '17.5',
  quantity: 1,
  inStock: true,
  categories: ['Украшения', 'Кольца', 'Помолвочные кольца'],
  rating: 4.8,
  reviews: 12,
};

describe('toAnalyticsItem (spec 1 §3)', () => {
  it('maps every field', () => {
    expect(toAnalyticsItem(ring, { brand: 'main', listName: 'Каталог', index: 3 })).toEqual({
      item_id: '01-1234-00',
      item_id_hash: fnv1a32('01-1234-00'),
      item_name: 'Кольцо из золота с бриллиантом',
      item_brand: 'Орнамент',
      item_variant: '17.5',
      item_list_name: 'Каталог',
      index: 3,
      item_category: 'Украшения',
      item_category2: 'Кольца',
      item_category3: 'Помолвочные кольца',
      price: 24_990,
      label_price: 35_700,
      discount: 10_710,
      quantity: 1,
      availability: 'in_stock',
      rating: 4.8,
      reviews: 12,
    });
  });

  it('reports the label price as the price and no discount when there is no old price', () => {
    const item = toAnalyticsItem({ ...ring, oldPrice: null }, { brand: 'main' });
    expect(item.label_price).toBe(24_990);
    expect(item.discount).toBe(0);
  });

  it('ignores an old price that is not above the price', () => {
    const item = toAnalyticsItem({ ...ring, oldPrice: 20_000 }, { brand: 'main' });
    expect(item).toMatchObject({ label_price: 24_990, discount: 0 });
  });

  it('rounds money to kopecks', () => {
    const item = toAnalyticsItem({ ...ring, price: 10.004, oldPrice: 20.1 }, { brand: 'main' });
    expect(item).toMatchObject({ price: 10, label_price: 20.1, discount: 10.1 });
  });

  it('marks out-of-stock items, defaults quantity to 1 and omits absent optional fields', () => {
    const item = toAnalyticsItem({ article: 'A1', name: 'Цепь', price: 5000, inStock: false }, { brand: 'main' });
    expect(item).toEqual({
      item_id: 'A1',
      item_id_hash: fnv1a32('A1'),
      item_name: 'Цепь',
      item_brand: 'Орнамент',
      price: 5000,
      label_price: 5000,
      discount: 0,
      quantity: 1,
      availability: 'out_of_stock',
    });
  });

  it('omits a blank size', () => {
    expect(toAnalyticsItem({ ...ring, size: '  ' }, { brand: 'main' })).not.toHaveProperty('item_variant');
  });
});

describe('itemBrand (spec 1 §3)', () => {
  it('is the shop brand without a manufacturer characteristic', () => {
    expect(itemBrand('main')).toBe('Орнамент');
    expect(itemBrand('diamant', null)).toBe('Diamant');
    expect(itemBrand('main', '  ')).toBe('Орнамент');
  });

  it('is the manufacturer when the characteristic exists', () => {
    expect(itemBrand('main', 'Casio')).toBe('Casio');
    expect(toAnalyticsItem({ ...ring, manufacturer: ' Swarovski ' }, { brand: 'diamant' }).item_brand).toBe('Swarovski');
  });
});

describe('categoryFields', () => {
  it('fills up to five levels and drops the rest', () => {
    expect(categoryFields(['1', '2', '3', '4', '5', '6'])).toEqual({
      item_category: '1',
      item_category2: '2',
      item_category3: '3',
      item_category4: '4',
      item_category5: '5',
    });
  });

  it('skips blank levels and handles none', () => {
    expect(categoryFields([' Часы ', '', 'Мужские'])).toEqual({ item_category: 'Часы', item_category2: 'Мужские' });
    expect(categoryFields()).toEqual({});
  });
});

describe('toAnalyticsItems', () => {
  it('numbers items from the first index', () => {
    const items = toAnalyticsItems([ring, { ...ring, article: 'B' }], { brand: 'main', listName: 'Поиск', firstIndex: 72 });
    expect(items.map((item) => [item.index, item.item_list_name])).toEqual([
      [72, 'Поиск'],
      [73, 'Поиск'],
    ]);
  });
});

describe('itemsValue', () => {
  it('sums price × quantity', () => {
    const items = [
      toAnalyticsItem({ ...ring, price: 1000.1, quantity: 2 }, { brand: 'main' }),
      toAnalyticsItem({ ...ring, price: 500, quantity: 1 }, { brand: 'main' }),
    ];
    expect(itemsValue(items)).toBe(2500.2);
    expect(itemsValue([])).toBe(0);
  });
});
