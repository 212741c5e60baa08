import { describe, expect, it } from 'vitest';
import { sortProducts } from './sortProducts';

describe('sortProducts', () => {
  const products = [{ price: 300 }, { price: 100 }, { price: 200 }];
  it('keeps the order without a sort and orders cheaper or dearer with one', () => {
    expect(sortProducts(products, undefined)).toEqual(products);
    expect(sortProducts(products, 'inexpensive').map((p) => p.price)).toEqual([100, 200, 300]);
    expect(sortProducts(products, 'expensive').map((p) => p.price)).toEqual([300, 200, 100]);
    expect(products.map((p) => p.price)).toEqual([300, 100, 200]);
  });
});
