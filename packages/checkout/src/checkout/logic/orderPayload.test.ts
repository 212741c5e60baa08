import { describe, expect, it } from 'vitest';
import { buildOrderPayload, levelNumber, type OrderPayloadInput } from './orderPayload';

const address = {
  id: 12,
  country_fias_id: 'c',
  region_fias_id: 'r',
  city_fias_id: 'm',
  address: 'Москва, ул. Тверская, д. 1, кв. 5',
  region: 'Москва',
  city: 'Москва',
  street: 'ул. Тверская',
  house: '1',
  apartment: '5',
  floor: '3',
  porch: '2',
  intercom: '5К',
};

const base: OrderPayloadInput = {
  country: 'RU',
  brand: 'main',
  isCallCenterOperator: false,
  buyer: { name: ' Анна ', surname: 'Смирнова', phone: '+7 (999) 000-00-01', email: 'anna@example.com', iin: '900101300017' },
  recipient: null,
  orderType: 'sim',
  hasPvz: false,
  address,
  slot: { date: '2030-05-02', slot: { time_slot_id: '7', time_from: '10:00:00', time_to: '14:00:00' } },
  comment: '  Позвонить заранее ',
  callBackRequest: false,
  calculate: { isUseAllBonuses: true, useEzvm: true },
};

describe('order payload', () => {
  it('sends a courier order with numeric floor and porch and the slot fields', () => {
    const body = buildOrderPayload(base);
    expect(body).toMatchObject({
      buyerName: 'Анна',
      buyerEmail: 'anna@example.com',
      buyerComment: 'Позвонить заранее',
      isUseAllBonuses: true,
      useEzvm: true,
      deliveryAddress: 12,
      deliveryCityGuid: 'm',
      deliveryDate: '2030-05-02',
      deliveryTimeFrom: '10:00',
      deliveryTimeTo: '14:00',
      timeSlotId: '7',
    });
    expect(body.buyerDelivery).toMatchObject({ floor: 3, porch: 2, street: 'ул. Тверская' });
    expect(body).not.toHaveProperty('buyerIin');
    expect(body).not.toHaveProperty('recipientName');
  });

  it('sends no slot fields without slots, and no address for pickup', () => {
    expect(buildOrderPayload({ ...base, slot: null })).not.toHaveProperty('deliveryDate');
    const pickup = buildOrderPayload({ ...base, orderType: 'in_stock', address: null });
    expect(pickup).not.toHaveProperty('buyerDelivery');
    expect(pickup).not.toHaveProperty('deliveryAddress');
    expect(buildOrderPayload({ ...base, orderType: 'sim', hasPvz: true })).not.toHaveProperty('buyerDelivery');
  });

  it('sends an unsaved address as its line', () => {
    expect(buildOrderPayload({ ...base, address: { ...address, id: 'a1-new', floor: '' } })).toMatchObject({ deliveryAddress: 'Москва, ул. Тверская, д. 1, кв. 5', buyerDelivery: { floor: null } });
  });

  it('carries the KZ iin only when present', () => {
    expect(buildOrderPayload({ ...base, country: 'KZ' }).buyerIin).toBe('900101300017');
    expect(buildOrderPayload({ ...base, country: 'KZ', buyer: { ...base.buyer, iin: ' ' } })).not.toHaveProperty('buyerIin');
  });

  it('uses ezvm only for RU and the main brand', () => {
    expect(buildOrderPayload({ ...base, brand: 'diamant' }).useEzvm).toBe(false);
    expect(buildOrderPayload({ ...base, country: 'KZ' }).useEzvm).toBe(false);
  });

  it('sends an operator’s customer as the buyer and no e-mail', () => {
    const recipient = { name: 'Иван', surname: 'Петров', phone: '+7 916 123-45-67', iin: '' };
    const body = buildOrderPayload({ ...base, isCallCenterOperator: true, recipient });
    expect(body).toMatchObject({ buyerName: 'Иван', buyerSurname: 'Петров', buyerPhone: '+7 916 123-45-67', recipientName: 'Иван' });
    expect(body).not.toHaveProperty('buyerEmail');
  });

  it('sends another recipient beside the buyer', () => {
    const body = buildOrderPayload({ ...base, recipient: { name: 'Иван', surname: 'Петров', phone: '+79161234567', iin: '' } });
    expect(body).toMatchObject({ buyerName: 'Анна', recipientName: 'Иван', recipientPhone: '+79161234567' });
  });

  it('reads levels as numbers', () => {
    expect(levelNumber('-1')).toBe(-1);
    expect(levelNumber('abc')).toBeNull();
  });
});
