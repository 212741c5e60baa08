import { type Basket, orderCreateBodySchema } from '@ornament/api-contract';
import { addressRequiredText, checkoutMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import type { BasketDeliveryChoice } from '../basket/calculate';
import { type DeliveryInputs, planDelivery } from './delivery';

const choice = (values: Partial<BasketDeliveryChoice>): BasketDeliveryChoice => ({
  orderType: 'sim',
  storeId: null,
  pvzCode: null,
  deliveryServiceId: null,
  deliveryAddressId: null,
  price: 300,
  days: 1,
  date: '2030-05-02',
  reservationDays: 7,
  ...values,
});

const basket = (timeslots: Record<string, { time_slot_id: string; time_from: string; time_to: string }[]> = {}) =>
  ({
    deliveryInfo: {
      deliveryTimes: ['sim', 'express', 'in_stock', 'pvz'].map((orderType) => ({ orderType })),
      store: { storeId: null, pvzId: null, deliveryServiceId: null, timeslots },
    },
    paymentInfo: { paymentMethods: [{ id: 'card-online' }, { id: 'cash' }] },
    errors: [],
  }) as unknown as Pick<Basket, 'deliveryInfo' | 'paymentInfo' | 'errors'>;

const inputs = (values: Partial<DeliveryInputs> & { fields?: Record<string, unknown> }): DeliveryInputs => ({
  body: orderCreateBodySchema.parse(values.fields ?? {}),
  choice: values.choice ?? choice({}),
  basket: values.basket ?? basket(),
  paymentMethod: values.paymentMethod === undefined ? 'card-online' : values.paymentMethod,
  savedAddress: values.savedAddress ?? null,
  hasSavedAddresses: values.hasSavedAddresses ?? false,
});

const street = { buyerDelivery: { city: 'Москва', street: 'Тверская ул.', house: '7', apartment: '12', floor: 3, porch: 2 } };
const pointersOf = (result: ReturnType<typeof planDelivery>) => (result.ok ? [] : result.errors.map((e) => [e.pointer, e.detail]));

describe('planDelivery', () => {
  it('needs a receiving method and a payment method the basket offers', () => {
    expect(pointersOf(planDelivery(inputs({ choice: choice({ orderType: null }), paymentMethod: 'kaspi' })))).toEqual([
      ['/data/attributes/payment-method', checkoutMessages.paymentMethodRequired],
      ['/data/attributes/order-type', checkoutMessages.receivingMethodRequired],
    ]);
  });

  it('needs an address for courier delivery, with the bracket when saved addresses exist', () => {
    expect(pointersOf(planDelivery(inputs({})))).toEqual([['/data/attributes/delivery-address', addressRequiredText(false)]]);
    expect(pointersOf(planDelivery(inputs({ hasSavedAddresses: true })))).toEqual([['/data/attributes/delivery-address', addressRequiredText(true)]]);
  });

  it('keeps the structured address with floor and porch', () => {
    const result = planDelivery(inputs({ fields: street }));
    expect(result.ok && result.plan).toMatchObject({
      deliveryType: 'courier',
      address: 'Москва, Тверская ул., д. 7, кв. 12',
      deliveryAddress: { street: 'Тверская ул.', house: '7', floor: '3', porch: '2' },
      deliveryDate: '2030-05-02',
      slot: null,
    });
  });

  it('takes a slot only among the offered ones', () => {
    const offered = basket({ '2030-05-02': [{ time_slot_id: '2030-05-02_10:00-14:00', time_from: '10:00', time_to: '14:00' }] });
    const missing = planDelivery(inputs({ fields: street, basket: offered }));
    expect(pointersOf(missing)).toEqual([['/data/attributes/timeslot-not-available', 'Выбранное время доставки недоступно, выберите другое']]);
    const gone = planDelivery(inputs({ fields: { ...street, deliveryDate: '2030-05-03', timeSlotId: '2030-05-02_10:00-14:00' }, basket: offered }));
    expect(gone.ok).toBe(false);
    const chosen = planDelivery(inputs({ fields: { ...street, deliveryDate: '2030-05-02', deliveryTimeFrom: '10:00', deliveryTimeTo: '14:00' }, basket: offered }));
    expect(chosen.ok && chosen.plan.slot).toEqual({ id: '2030-05-02_10:00-14:00', from: '10:00', to: '14:00' });
  });

  it('plans pickup from a shop or a pvz without an address', () => {
    const shop = planDelivery(inputs({ choice: choice({ orderType: 'in_stock', storeId: 4 }), paymentMethod: 'cash' }));
    expect(shop.ok && shop.plan).toMatchObject({ deliveryType: 'pickup', pickupStoreId: 4, address: null });
    expect(pointersOf(planDelivery(inputs({ choice: choice({ orderType: 'in_stock' }) })))).toEqual([['/data/attributes/order-type', checkoutMessages.receivingMethodRequired]]);
    const pvz = planDelivery(inputs({ choice: choice({ orderType: 'pvz', pvzCode: 'CDEK-1' }) }));
    expect(pvz.ok && pvz.plan).toMatchObject({ deliveryType: 'pickup', pvzCode: 'CDEK-1', pickupStoreId: null });
  });

  it('refuses a receiving method the basket no longer offers', () => {
    const result = planDelivery(inputs({ choice: choice({ orderType: 'zvm', storeId: 3 }) }));
    expect(pointersOf(result)).toEqual([['/data/attributes/order-type', 'Выбранный ранее способ доставки недоступен, выберите другой']]);
  });
});
