import { basketMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { basket, line } from '../testing/basketFixture';
import { lineIdOfPointer, warningsOf } from './warnings';

describe('lineIdOfPointer', () => {
  it('reads the basket item id of line pointers', () => {
    expect(lineIdOfPointer('/productList/12')).toBe(12);
    expect(lineIdOfPointer('/notAvailableList/7/quantity')).toBe(7);
    expect(lineIdOfPointer('/deliveryInfo')).toBeNull();
    expect(lineIdOfPointer('/data/attributes/ids')).toBeNull();
  });
});

describe('warningsOf', () => {
  it('puts line warnings by the line and the rest above the list, each once', () => {
    const view = warningsOf(
      basket({
        productList: [line({ id: 1, warning: basketMessages.quantityDecreased }), line({ id: 2 })],
        notifications: [
          { pointer: '/productList/1', message: basketMessages.quantityDecreased },
          { pointer: '', message: basketMessages.orderChanged },
        ],
        errors: [{ pointer: '/deliveryInfo', message: basketMessages.notDeliverableToAddress }],
      }),
    );
    expect(view.byLine.get(1)).toEqual([basketMessages.quantityDecreased]);
    expect(view.byLine.has(2)).toBe(false);
    expect(view.order).toEqual([basketMessages.notDeliverableToAddress, basketMessages.orderChanged]);
  });

  it('adds the warnings of rejected calls by their pointer', () => {
    const view = warningsOf(basket(), new Map([['/productList/1', 'Нет столько'], ['order', 'Заказ изменился']]));
    expect(view.byLine.get(1)).toEqual(['Нет столько']);
    expect(view.order).toEqual(['Заказ изменился']);
  });
});
