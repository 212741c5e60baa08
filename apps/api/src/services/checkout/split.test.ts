import { describe, expect, it } from 'vitest';
import type { CalculatedLine } from '../basket/calculate';
import { shareByWeight, splitOrders } from './split';

const line = (basketItemId: number, unitPrice: number, quantity: number, basePrice = unitPrice): CalculatedLine => ({
  basketItemId,
  productId: basketItemId * 10,
  article: `A-${basketItemId}`,
  urlCode: `a-${basketItemId}`,
  title: 'Кольцо',
  size: '',
  quantity,
  basePrice,
  oldPrice: null,
  unitPrice,
  sum: unitPrice * quantity,
});

describe('shareByWeight', () => {
  it('shares in cents and gives the remainder to the last share', () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([33.33, 33.33, 33.34]);
    expect(shareByWeight(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('splitOrders', () => {
  it('makes one order per shipping shop, delivery on the first, spends shared by items cost', () => {
    const lines = [line(1, 1000, 2, 1200), line(2, 3000, 1)];
    const drafts = splitOrders(
      lines,
      [
        { basketItemId: 1, stockId: 11, storeId: 5, quantity: 2 },
        { basketItemId: 2, stockId: 21, storeId: 6, quantity: 1 },
      ],
      { deliveryCost: 300, bonusesSpent: 500, starsSpent: 0, giftCardSpent: 100 },
    );
    expect(drafts.map((d) => [d.shippingStoreId, d.itemsCost, d.discount, d.deliveryCost, d.bonusesSpent, d.giftCardSpent, d.total])).toEqual([
      [5, 2000, 400, 300, 200, 40, 2060],
      [6, 3000, 0, 0, 300, 60, 2640],
    ]);
    const paid = drafts.reduce((sum, d) => sum + d.total, 0);
    expect(paid).toBe(5000 + 300 - 500 - 100);
  });

  it('keeps a line split over two shops in both orders with its units', () => {
    const drafts = splitOrders(
      [line(1, 500, 3)],
      [
        { basketItemId: 1, stockId: 11, storeId: 5, quantity: 2 },
        { basketItemId: 1, stockId: 12, storeId: 6, quantity: 1 },
      ],
      { deliveryCost: 0, bonusesSpent: 0, starsSpent: 0, giftCardSpent: 0 },
    );
    expect(drafts.map((d) => d.items.map((i) => [i.storeId, i.quantity, i.sum]))).toEqual([[[5, 2, 1000]], [[6, 1, 500]]]);
  });
});
