import type { ProductSize } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { sampleProductDetail } from '../testing/sampleProductDetail';
import { priceViewOf, sizeHref, sizeStateOf } from './productView';

const size = (label: string, quantity: number, price = 10_000, oldPrice: number | null = null): ProductSize => ({
  size: label,
  price,
  old_price: oldPrice,
  quantity,
  in_stock: quantity > 0,
});

describe('sizeStateOf', () => {
  const sizes = [size('16', 0), size('17', 3), size('18', 12)];

  it('asks a sizeable product for a size until a known one is in the URL', () => {
    expect(sizeStateOf({ is_sizeable: true }, sizes, undefined)).toMatchObject({ picked: null, needsPick: true });
    expect(sizeStateOf({ is_sizeable: true }, sizes, '99')).toMatchObject({ picked: null, needsPick: true });
    expect(sizeStateOf({ is_sizeable: true }, sizes, '17')).toMatchObject({ picked: { size: '17' }, needsPick: false });
  });

  it('picks the single row of a product without sizes', () => {
    expect(sizeStateOf({ is_sizeable: false }, [size('', 4)], undefined)).toEqual({ options: [], picked: size('', 4), needsPick: false });
    expect(sizeStateOf({ is_sizeable: false }, null, '17')).toEqual({ options: [], picked: null, needsPick: false });
  });
});

describe('priceViewOf', () => {
  const product = sampleProductDetail({ price: 9_000, old_price: 12_000, discount: 25, stock: { in_stock: true, quantity: 30 } });

  it('uses the product before a size is picked', () => {
    const view = priceViewOf(product, { options: [], picked: null, needsPick: true });
    expect(view).toMatchObject({ price: 9_000, oldPrice: 12_000, discount: 25, bonus: 900, inStock: true, stockLabel: 'Осталось мало' });
  });

  it('uses the picked size: its price, discount, stock and low-stock label', () => {
    const view = priceViewOf(product, { options: [], picked: size('17', 3, 8_000, 10_000), needsPick: false });
    expect(view).toMatchObject({ price: 8_000, oldPrice: 10_000, discount: 20, bonus: 800, quantity: 3, stockLabel: 'Осталось 3 шт' });
    const soldOut = priceViewOf(product, { options: [], picked: size('16', 0), needsPick: false });
    expect(soldOut).toMatchObject({ inStock: false, stockLabel: null });
  });

  it('marks premium products (diamonds above 50 000)', () => {
    const diamonds = sampleProductDetail({ price: 60_000, inserts: [{ url_code: 'diamond', name: 'Бриллиант', count: 1, weight: 0.1, color_code: '#fff' }] });
    expect(priceViewOf(diamonds, { options: [], picked: null, needsPick: false }).premium).toBe(true);
    expect(priceViewOf({ ...diamonds, price: 40_000 }, { options: [], picked: null, needsPick: false }).premium).toBe(false);
  });
});

it('sizeHref carries the size in the query', () => {
  expect(sizeHref('A 1', '16.5')).toBe('/product/A%201/?size=16.5');
});
