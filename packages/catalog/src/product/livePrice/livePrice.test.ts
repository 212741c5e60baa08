import { describe, expect, it } from 'vitest';
import { livePriceChange, type ShownPrice } from './livePrice';

const rub = { code: 'RUB' as const, symbol: '₽', text: 'руб.' };
const shown: ShownPrice = { price: 10_000, oldPrice: 15_000, discount: 33, currency: 'RUB' };

describe('livePriceChange', () => {
  it('S2.9.8: keeps the cached page\'s price when the live one is the same', () => {
    expect(livePriceChange(shown, { price: 10_000, old_price: 15_000, discount: 33, currency: rub })).toBeNull();
    const plain: ShownPrice = { price: 500, oldPrice: null, discount: 0, currency: 'RUB' };
    expect(livePriceChange(plain, { price: 500, old_price: null, discount: 0, currency: rub })).toBeNull();
  });

  it('S2.9.8: shows the live price when the price, the old price or the discount moved', () => {
    expect(livePriceChange(shown, { price: 9000, old_price: 15_000, discount: 40, currency: rub })).toEqual({ price: 9000, oldPrice: 15_000, discount: 40, currency: 'RUB' });
    // The sale ended: no crossed-out price any more.
    expect(livePriceChange(shown, { price: 15_000, old_price: null, discount: 0, currency: rub })).toEqual({ price: 15_000, oldPrice: null, discount: 0, currency: 'RUB' });
    const plain: ShownPrice = { price: 500, oldPrice: null, discount: 0, currency: 'RUB' };
    expect(livePriceChange(plain, { price: 450, old_price: 500, discount: 10, currency: rub })).toEqual({ price: 450, oldPrice: 500, discount: 10, currency: 'RUB' });
  });

  it('S2.9.8: an answer in another currency changes nothing', () => {
    expect(livePriceChange(shown, { price: 60_000, old_price: null, discount: 0, currency: { code: 'KZT', symbol: '₸', text: 'тенге' } })).toBeNull();
  });

  it('S2.9.8: an old price not above the price is not a sale, on either side', () => {
    const odd: ShownPrice = { price: 500, oldPrice: 500, discount: 0, currency: 'RUB' };
    expect(livePriceChange(odd, { price: 500, old_price: 400, discount: 0, currency: rub })).toBeNull();
  });
});
