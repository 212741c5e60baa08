import { describe, expect, it } from 'vitest';
import { basket, line } from '../testing/basketFixture';
import { checkoutBasketOf } from './checkoutItems';

describe('checkoutBasketOf', () => {
  it('is null without a selected line (no begin_checkout)', () => {
    expect(checkoutBasketOf(basket({ productList: [line({ isSelected: false })] }), 'main')).toBeNull();
  });

  it('reports the selected lines, the applied codes and the amount to pay', () => {
    const result = checkoutBasketOf(
      basket({
        productList: [line({ id: 1, price: 9000, oldPrice: 10_000, quantity: 2 }), line({ id: 2, isSelected: false })],
        userPromoCodes: [
          { code: 'WELCOME10', name: '', isApplied: true, discount: 1000 },
          { code: 'OLD', name: '', isApplied: false, discount: 0 },
        ],
        cost: 17_000,
      }),
      'main',
    );
    expect(result?.coupon).toBe('WELCOME10');
    expect(result?.value).toBe(17_000);
    expect(result?.items).toHaveLength(1);
    expect(result?.items[0]).toMatchObject({ item_id: 'A1', item_variant: '17', price: 9000, label_price: 10_000, discount: 1000, quantity: 2, item_category: 'Украшения' });
  });
});
