import { describe, expect, it } from 'vitest';
import { allocateStock } from './allocate';

const rows = [
  { id: 1, productId: 10, size: '17', storeId: 1, quantity: 1 },
  { id: 2, productId: 10, size: '17', storeId: 2, quantity: 3 },
  { id: 3, productId: 10, size: '18', storeId: 2, quantity: 5 },
  { id: 4, productId: 20, size: '', storeId: 3, quantity: 2 },
];
const anywhere = { onlyStoreId: null, preferredStoreId: null };

describe('allocateStock', () => {
  it('takes the fullest shop first so an order touches as few shops as possible', () => {
    const result = allocateStock([{ basketItemId: 7, productId: 10, size: '17', quantity: 3 }], rows, anywhere);
    expect(result).toEqual({ ok: true, allocations: [{ basketItemId: 7, stockId: 2, storeId: 2, quantity: 3 }] });
  });

  it('splits a line over shops when one shop has too few', () => {
    const result = allocateStock([{ basketItemId: 7, productId: 10, size: '17', quantity: 4 }], rows, anywhere);
    expect(result.ok && result.allocations.map((a) => [a.storeId, a.quantity])).toEqual([
      [2, 3],
      [1, 1],
    ]);
  });

  it('serves from the chosen shop first, and only from it for in-store pickup', () => {
    const preferred = allocateStock([{ basketItemId: 7, productId: 10, size: '17', quantity: 1 }], rows, { onlyStoreId: null, preferredStoreId: 1 });
    expect(preferred.ok && preferred.allocations[0]?.storeId).toBe(1);
    const onlyThere = allocateStock([{ basketItemId: 7, productId: 10, size: '17', quantity: 2 }], rows, { onlyStoreId: 1, preferredStoreId: 1 });
    expect(onlyThere).toEqual({ ok: false, notAvailable: [7] });
  });

  it('reports every line the stock cannot serve in full, sizes apart', () => {
    const result = allocateStock(
      [
        { basketItemId: 1, productId: 10, size: '18', quantity: 5 },
        { basketItemId: 2, productId: 20, size: '', quantity: 3 },
        { basketItemId: 3, productId: 10, size: '19', quantity: 1 },
      ],
      rows,
      anywhere,
    );
    expect(result).toEqual({ ok: false, notAvailable: [2, 3] });
  });

  it('never hands out the same units twice to two lines of one product', () => {
    const result = allocateStock(
      [
        { basketItemId: 1, productId: 20, size: '', quantity: 2 },
        { basketItemId: 2, productId: 20, size: '', quantity: 1 },
      ],
      rows,
      anywhere,
    );
    expect(result).toEqual({ ok: false, notAvailable: [2] });
  });
});
