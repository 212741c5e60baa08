import type { OrderDetail } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { refundOf, refundPreviewOf, returnBodyOf, returnLinesOf, tendersOf } from './returnForm';

const item = (id: number, quantity: number, returned: number) => ({
  id,
  article: `A-${id}`,
  'url-code': `ring-${id}`,
  name: `Кольцо ${id}`,
  size: '17',
  quantity,
  price: 1000 * id,
  'old-price': null,
  'returned-quantity': returned,
});
const order = { id: 9, type: 'order', attributes: { items: [item(1, 2, 1), item(2, 1, 1), item(3, 1, 0)] } } as unknown as OrderDetail;
const values = { quantities: {}, reason: 'size', comment: '  ', holder: ' Анна ', account: '2202 2000 1234 5678', bik: '' };

describe('the return form', () => {
  it('offers only what is left to return', () => {
    expect(returnLinesOf(order).map((line) => [line.orderItemId, line.available])).toEqual([
      [1, 1],
      [3, 1],
    ]);
  });

  it('builds the create body from the chosen quantities, capped at what is left', () => {
    const lines = returnLinesOf(order);
    expect(returnBodyOf(9, lines, values)).toBeNull();
    expect(returnBodyOf(9, lines, { ...values, quantities: { 1: 5, 3: 0 } })).toEqual({
      orderId: 9,
      items: [{ orderItemId: 1, quantity: 1 }],
      reason: 'size',
      comment: '',
      refund: { holder: 'Анна', account: '2202 2000 1234 5678' },
    });
    expect(returnBodyOf(9, lines, { ...values, quantities: { 3: 1 }, bik: '044525225' })?.refund.bik).toBe('044525225');
    expect(refundOf(lines, { 1: 1, 3: 1 })).toBe(4000);
  });

  it('previews the refund as the API splits it: points and the gift card back where they came from, delivery not returned', () => {
    // 4,000 of items and 500 of delivery paid with 1,000 bonuses, 200 stars, 300 by gift card and 3,000 in money.
    const paid = { ...order, attributes: { ...order.attributes, costs: { items: 4000, delivery: 500, bonuses: 1000, stars: 200, 'gift-card': 300, total: 3000 } } } as unknown as OrderDetail;
    const tenders = tendersOf(paid);
    expect(tenders).toEqual({ money: 2500, bonuses: 1000, stars: 200, giftCard: 300 });
    const lines = returnLinesOf(paid);
    // Item 3 (3,000 of 4,000): three quarters of each tender, points rounded down, money takes the rest.
    expect(refundPreviewOf(lines, { 3: 1 }, tenders)).toEqual({ money: 1875, bonuses: 750, stars: 150, giftCard: 225 });
    expect(refundPreviewOf(lines, {}, tenders)).toEqual({ money: 0, bonuses: 0, stars: 0, giftCard: 0 });
  });
});
