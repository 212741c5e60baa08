import type { Basket } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { shippingKey } from './useCheckoutAnalytics';

const basketWith = (times: { orderType: 'sim' | 'pvz'; deliveryTime: number; date: string }[]) =>
  ({ deliveryInfo: { deliveryTimes: times.map((time) => ({ ...time, scheduleDeliveryTime: null, price: 0, quantity: 1 })) } }) as unknown as Pick<Basket, 'deliveryInfo'>;

describe('add_shipping_info key', () => {
  it('is null without delivery times and changes with them or the first order type', () => {
    expect(shippingKey(basketWith([]))).toBeNull();
    const a = shippingKey(basketWith([{ orderType: 'sim', deliveryTime: 1, date: '2030-05-01' }, { orderType: 'pvz', deliveryTime: 3, date: '2030-05-03' }]));
    const b = shippingKey(basketWith([{ orderType: 'pvz', deliveryTime: 3, date: '2030-05-03' }, { orderType: 'sim', deliveryTime: 1, date: '2030-05-01' }]));
    const c = shippingKey(basketWith([{ orderType: 'sim', deliveryTime: 2, date: '2030-05-02' }, { orderType: 'pvz', deliveryTime: 3, date: '2030-05-03' }]));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(shippingKey(basketWith([{ orderType: 'sim', deliveryTime: 1, date: '2030-05-01' }, { orderType: 'pvz', deliveryTime: 3, date: '2030-05-03' }]))).toBe(a);
  });
});
