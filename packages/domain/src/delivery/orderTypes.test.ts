import { describe, expect, it } from 'vitest';
import { deliveryText } from './deliveryText';
import { groupOf, isDeliveryTab, isOrderType, isPickupTab, needsDeliveryAddress, orderTypes } from './orderTypes';

describe('order types', () => {
  it.each([
    ['sim', 'courier'],
    ['express', 'courier'],
    ['in_stock', 'pickup'],
    ['zvm', 'pickup'],
    ['express_zvm', 'pickup'],
    ['pvz', 'pickup'],
  ] as const)('%s is %s', (type, group) => {
    expect(groupOf(type)).toBe(group);
  });

  it('knows exactly six types', () => {
    expect(orderTypes).toHaveLength(6);
    expect(isOrderType('pvz')).toBe(true);
    expect(isOrderType('post')).toBe(false);
  });

  it('pickup tab: pickup types, or sim with a pvz', () => {
    for (const type of ['in_stock', 'zvm', 'express_zvm', 'pvz'] as const) {
      expect(isPickupTab(type, false)).toBe(true);
      expect(isPickupTab(type, true)).toBe(true);
    }
    expect(isPickupTab('sim', true)).toBe(true);
    expect(isPickupTab('sim', false)).toBe(false);
    expect(isPickupTab('express', false)).toBe(false);
  });

  it('delivery tab: sim or express without a pvz, which then needs an address', () => {
    expect(isDeliveryTab('sim', false)).toBe(true);
    expect(isDeliveryTab('express', false)).toBe(true);
    expect(isDeliveryTab('sim', true)).toBe(false);
    expect(isDeliveryTab('pvz', false)).toBe(false);
    expect(needsDeliveryAddress('express', false)).toBe(true);
    expect(needsDeliveryAddress('in_stock', false)).toBe(false);
  });
});

describe('deliveryText', () => {
  const date = '12 марта';

  it('pickup: today, tomorrow, later', () => {
    expect(deliveryText({ orderType: 'in_stock', days: 0, date })).toBe('Забрать сегодня');
    expect(deliveryText({ orderType: 'pvz', days: 1, date })).toBe('Забрать завтра');
    expect(deliveryText({ orderType: 'zvm', days: 4, date })).toBe('Доставим 12 марта');
  });

  it('a single pickup option today gives its opening time', () => {
    expect(deliveryText({ orderType: 'in_stock', days: 0, date, scheduleTime: '14:00' })).toBe('Забрать сегодня с 14:00');
    expect(deliveryText({ orderType: 'in_stock', days: 1, date, scheduleTime: '14:00' })).toBe('Забрать завтра');
  });

  it('courier: today or the date', () => {
    expect(deliveryText({ orderType: 'sim', days: 0, date })).toBe('Сегодня');
    expect(deliveryText({ orderType: 'sim', days: 1, date })).toBe('Доставим 12 марта');
  });

  it('express without a slot is three hours', () => {
    expect(deliveryText({ orderType: 'express', days: 0, date })).toBe('Доставим за 3 часа');
    expect(deliveryText({ orderType: 'express', days: 0, date, hasTimeSlot: true })).toBe('Сегодня');
  });
});
