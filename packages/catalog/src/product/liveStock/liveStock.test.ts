import { describe, expect, it } from 'vitest';
import { liveStockChange, stockLineOf } from './liveStock';

describe('liveStockChange', () => {
  it('S3.7.10: keeps the cached stock line while quantity-by-size reads the same', () => {
    expect(liveStockChange(3, 3, true)).toBeNull();
    // 12 and 40 both read 'Осталось мало': nothing to change.
    expect(liveStockChange(12, 40, true)).toBeNull();
  });

  it('S3.7.10: follows the live quantity of the picked size when it moved', () => {
    expect(liveStockChange(12, 2, true)).toEqual({ inStock: true, text: 'В наличии', label: 'Осталось 2 шт' });
    expect(liveStockChange(2, 1, true)).toEqual({ inStock: true, text: 'В наличии', label: 'Осталось 1 шт' });
  });

  it('S3.7.10: says the size (or the product) is gone when its last unit was sold', () => {
    expect(liveStockChange(1, 0, true)).toEqual({ inStock: false, text: 'Этого размера нет в наличии', label: null });
    expect(liveStockChange(1, 0, false)).toEqual({ inStock: false, text: 'Нет в наличии', label: null });
  });

  it('reads the same words as the server-rendered line', () => {
    expect(stockLineOf(5, true)).toEqual({ inStock: true, text: 'В наличии', label: 'Осталось 5 шт' });
    expect(stockLineOf(10, false)).toEqual({ inStock: true, text: 'В наличии', label: 'Осталось мало' });
  });
});
