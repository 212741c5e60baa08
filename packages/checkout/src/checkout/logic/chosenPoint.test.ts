import type { DeliveryPoint, DeliveryPointDetail, PointOffer } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { chosenPointView, daysText } from './chosenPoint';

const offer = (article: string, size: string, patch: Partial<PointOffer>): PointOffer => ({
  offer: `${article}#${size}`,
  article,
  size,
  quantity: 1,
  in_stock: false,
  available: true,
  delivery_time: 2,
  ...patch,
});
const listed: DeliveryPoint = {
  id: 'retail-7',
  type: 'retail',
  name: 'Магазин на Тверской',
  address: 'г. Москва, ул. Тверская, д. 1',
  city_guid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  lat: 55.76,
  lon: 37.61,
  work_time: 'Ежедневно 10:00–22:00',
  store_id: 7,
  store_type: 'retail',
  pvz_code: null,
  pvz_type: null,
  delivery_service_id: null,
  delivery_service_name: null,
  partial_redemption: true,
  return_option: true,
  is_available: true,
  deliveryInformation: { isToday: false, schedule_time: null, delivery_time: 2, delivery_date: '2025-05-03', order_type: 'zvm', price: 0, free_delivery_from: null, reservation_period: 7 },
  offers: [offer('R-1', '17', {}), offer('E-2', '', {})],
};
const detail: DeliveryPointDetail = {
  ...listed,
  work_time: 'Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00',
  phone: '+7 (495) 123-45-67',
  schedule: [],
  deliveryInformation: { ...listed.deliveryInformation, reservation_period: 3 },
  offers: [offer('R-1', '17', { in_stock: true, delivery_time: 0 }), offer('E-2', '', { available: false, delivery_time: null })],
};
const lines = [
  { article: 'R-1', size: '17', title: 'Кольцо из золота' },
  { article: 'E-2', size: '', title: 'Серьги с фианитами' },
];

describe('S3.7.24 the chosen point’s card', () => {
  it('S3.7.24: shows the list’s copy until the detail comes, then the detail’s hours, phone, storage and lines', () => {
    const before = chosenPointView(listed, undefined, lines);
    expect(before).toMatchObject({ name: 'Магазин на Тверской', workTime: 'Ежедневно 10:00–22:00', phone: null, reservation: 'Срок хранения заказа: 7 дней' });
    expect(before?.lines?.map((line) => [line.title, line.text])).toEqual([
      ['Кольцо из золота', 'Через 2 дня'],
      ['Серьги с фианитами', 'Через 2 дня'],
    ]);
    const after = chosenPointView(listed, detail, lines);
    expect(after).toMatchObject({ workTime: 'Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00', phone: '+7 (495) 123-45-67', reservation: 'Срок хранения заказа: 3 дня' });
    expect(after?.lines).toEqual([
      { offer: 'R-1#17', title: 'Кольцо из золота', size: '17', available: true, text: 'Есть в этом магазине, сегодня' },
      { offer: 'E-2#', title: 'Серьги с фианитами', size: '', available: false, text: 'Нельзя получить в этом пункте' },
    ]);
  });

  it('S3.7.24: a point missing from the list (beyond the nearest) is shown from its detail alone; neither: nothing', () => {
    expect(chosenPointView(undefined, detail, lines)?.name).toBe('Магазин на Тверской');
    expect(chosenPointView(undefined, undefined, lines)).toBeNull();
    expect(chosenPointView({ ...listed, offers: [] }, undefined, lines)?.lines).toBeNull();
  });

  it('S3.7.24: says the receiving day in words', () => {
    expect([0, 1, 2, 5, 21].map(daysText)).toEqual(['Сегодня', 'Завтра', 'Через 2 дня', 'Через 5 дней', 'Через 21 день']);
  });
});
