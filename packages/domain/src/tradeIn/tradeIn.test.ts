import { describe, expect, it } from 'vitest';
import { calculateTradeIn, isTradeInDuplicate, tradeInItemValue, tradeInMessages, type TradeInPrice, type TradeInRules } from './tradeIn';

const prices: TradeInPrice[] = [
  { metal: 'gold', fineness: 585, pricePerGram: 4000 },
  { metal: 'silver', fineness: 925, pricePerGram: 60 },
];
const rules: TradeInRules = { currency: 'RUB', maxCreditPercent: 50, insertDeductionPercent: { none: 0, stones: 10, diamonds: 5 } };

describe('trade-in value', () => {
  it('takes the inserts off the weight', () => {
    expect(tradeInItemValue({ metal: 'gold', fineness: 585, weight: 2, inserts: 'none' }, prices, rules)).toBe(8000);
    expect(tradeInItemValue({ metal: 'gold', fineness: 585, weight: 2, inserts: 'stones' }, prices, rules)).toBe(7200);
    expect(tradeInItemValue({ metal: 'gold', fineness: 750, weight: 2, inserts: 'none' }, prices, rules)).toBeNull();
  });

  it('credits the value up to the cap of the new items', () => {
    const items = [{ metal: 'gold', fineness: 585, weight: 2, inserts: 'none' } as const, { metal: 'silver', fineness: 925, weight: 10, inserts: 'none' } as const];
    expect(calculateTradeIn(items, [30000], prices, rules)).toEqual({ status: true, jewelryValue: 8600, productsTotal: 30000, credit: 8600, toPay: 21400, capped: false });
    expect(calculateTradeIn(items, [10000], prices, rules)).toEqual({ status: true, jewelryValue: 8600, productsTotal: 10000, credit: 5000, toPay: 5000, capped: true });
  });

  it('says why it cannot calculate', () => {
    expect(calculateTradeIn([], [1], prices, rules)).toEqual({ status: false, message: tradeInMessages.noJewelries });
    expect(calculateTradeIn([{ metal: 'gold', fineness: 585, weight: 1, inserts: 'none' }], [], prices, rules)).toEqual({ status: false, message: tradeInMessages.noProducts });
    expect(calculateTradeIn([{ metal: 'platinum', fineness: 950, weight: 1, inserts: 'none' }], [1], prices, rules)).toEqual({ status: false, message: tradeInMessages.finenessNotAccepted });
  });

  it('knows a duplicate by its text', () => {
    expect(isTradeInDuplicate(tradeInMessages.duplicateProduct('A1'))).toBe(true);
    expect(isTradeInDuplicate('Ошибка')).toBe(false);
    expect(isTradeInDuplicate(undefined)).toBe(false);
  });
});
