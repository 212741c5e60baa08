import type { BasketDeliveryInfo, DeliveryInformation, DeliveryTime } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { activeTab, availableMapTabs, availableMethods, dayMonth, mapTabOf, methodsOfTab, methodText, pointTimingText } from './delivery';

const time = (orderType: DeliveryTime['orderType'], quantity = 1, deliveryTime = 2): DeliveryTime => ({
  orderType,
  deliveryTime,
  scheduleDeliveryTime: '14:00',
  date: '2030-05-02',
  price: 0,
  quantity,
});

const info = (over: Partial<BasketDeliveryInfo> = {}, pvzId: string | null = null): BasketDeliveryInfo => ({
  deliveryPrice: 0,
  deliveryPriceCountry: 0,
  freeDeliveryFrom: null,
  freeDeliveryFromCountry: null,
  freeDeliveryText: null,
  orderType: null,
  deliveryTimes: [time('sim'), time('express', 0), time('in_stock'), time('pvz')],
  store: { storeId: null, pvzId, deliveryServiceId: null, timeslots: {} },
  deliveryAddressId: null,
  sameDayDelivery: { isEnabled: false, isSystemEnabled: false, isSameDayDeliveryAvailable: false },
  ...over,
});

describe('delivery tabs', () => {
  it('makes pickup active for pickup types and for sim with a pvz', () => {
    expect(activeTab(info({ orderType: 'in_stock' }))).toBe('pickup');
    expect(activeTab(info({ orderType: 'express_zvm' }))).toBe('pickup');
    expect(activeTab(info({ orderType: 'sim' }, 'PVZ-1'))).toBe('pickup');
  });

  it('makes delivery active for sim or express without a pvz', () => {
    expect(activeTab(info({ orderType: 'sim' }))).toBe('courier');
    expect(activeTab(info({ orderType: 'express' }))).toBe('courier');
    expect(activeTab(info())).toBeNull();
  });

  it('offers a method only with quantity above 0 or when chosen', () => {
    expect(availableMethods(info()).map((t) => t.orderType)).toEqual(['sim', 'in_stock', 'pvz']);
    expect(availableMethods(info({ orderType: 'express' })).map((t) => t.orderType)).toContain('express');
    expect(methodsOfTab(info(), 'courier').map((t) => t.orderType)).toEqual(['sim']);
  });

  it('splits pickup into store and pvz map tabs', () => {
    expect(availableMapTabs(info())).toEqual(['store', 'pvz']);
    expect(availableMapTabs(info({ deliveryTimes: [time('pvz')] }))).toEqual(['pvz']);
    expect(mapTabOf('zvm')).toBe('store');
    expect(mapTabOf('pvz')).toBe('pvz');
    expect(mapTabOf('sim')).toBeNull();
  });
});

describe('delivery texts', () => {
  const options = { hasTimeSlot: true, singlePickupOption: false };
  it('reads pickup and courier timing', () => {
    expect(methodText(time('in_stock', 1, 0), options)).toBe('Забрать сегодня');
    expect(methodText(time('in_stock', 1, 0), { ...options, singlePickupOption: true })).toBe('Забрать сегодня с 14:00');
    expect(methodText(time('zvm', 1, 1), options)).toBe('Забрать завтра');
    expect(methodText(time('pvz', 1, 3), options)).toBe('Доставим 2 мая');
    expect(methodText(time('sim', 1, 0), options)).toBe('Сегодня');
    expect(methodText(time('sim', 1, 2), options)).toBe('Доставим 2 мая');
    expect(methodText(time('express', 1, 0), { ...options, hasTimeSlot: false })).toBe('Доставим за 3 часа');
  });

  it('formats a date as day and month', () => {
    expect(dayMonth('2030-12-31')).toBe('31 декабря');
    expect(dayMonth('bad')).toBe('bad');
  });
});

describe('a map point’s timing line', () => {
  const info = (patch: Partial<DeliveryInformation>): DeliveryInformation => ({
    isToday: false,
    schedule_time: null,
    delivery_time: 2,
    delivery_date: '2026-05-02',
    order_type: 'zvm',
    price: 0,
    free_delivery_from: null,
    reservation_period: 7,
    ...patch,
  });

  it('S3.4.25 a shop holding everything reads «Забрать сегодня с {time}»', () => {
    expect(pointTimingText(info({ isToday: true, delivery_time: 0, order_type: 'in_stock', schedule_time: '14:00' }))).toBe('Забрать сегодня с 14:00');
  });

  it('without a time it is today, tomorrow, or nothing when it cannot be received', () => {
    expect(pointTimingText(info({ isToday: true, delivery_time: 0, order_type: 'in_stock' }))).toBe('Забрать сегодня');
    expect(pointTimingText(info({ delivery_time: 1 }))).toBe('Забрать завтра');
    expect(pointTimingText(info({ delivery_time: null }))).toBeNull();
  });
});
