import type { ApiError } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { hasFieldErrors, mapOrderErrors } from './fieldErrors';

const error = (field: string | null, detail: string, extra: Partial<ApiError> = {}): ApiError => ({
  status: '422',
  code: 'invalid',
  detail,
  ...(field ? { source: { pointer: `/data/attributes/${field}` } } : {}),
  ...extra,
});

describe('order field errors', () => {
  it('maps buyer fields to the user area and recipient fields to the another-recipient area', () => {
    const mapped = mapOrderErrors([error('buyer-name', 'Укажите имя'), error('buyer-iin', 'Проверьте ИИН'), error('recipient-phone', 'Проверьте телефон')]);
    expect(mapped.user).toEqual({ 'buyer-name': 'Укажите имя', 'buyer-iin': 'Проверьте ИИН' });
    expect(mapped.recipient).toEqual({ 'recipient-phone': 'Проверьте телефон' });
    expect(mapped.general).toEqual([]);
  });

  it('maps any field containing address to the address area', () => {
    expect(mapOrderErrors([error('delivery-address', 'Адрес вне зоны'), error('buyerDelivery-address-house', 'Дом')]).address).toEqual({
      'delivery-address': 'Адрес вне зоны',
      'buyerDelivery-address-house': 'Дом',
    });
  });

  it('maps timeslot-not-available by pointer or code to the timeslots area', () => {
    expect(mapOrderErrors([error('timeslot-not-available', 'Интервал недоступен')]).timeslots).toBe('Интервал недоступен');
    expect(mapOrderErrors([error(null, 'Занято', { code: 'timeslot-not-available' })]).timeslots).toBe('Занято');
  });

  it('puts an available-rows message on each listed item', () => {
    const mapped = mapOrderErrors([error('available-rows', 'Товар закончился', { meta: { not_available: [12, '15'] } })]);
    expect(mapped.items).toEqual({ '12': 'Товар закончился', '15': 'Товар закончился' });
    expect(mapped.general).toEqual([]);
  });

  it('puts anything else with a message into the general order error, once', () => {
    const mapped = mapOrderErrors([error('promo', 'Ошибка'), error(null, 'Ошибка'), error('available-rows', 'Нет в наличии')]);
    expect(mapped.general).toEqual(['Ошибка', 'Нет в наличии']);
    expect(hasFieldErrors(mapped)).toBe(true);
    expect(hasFieldErrors(mapOrderErrors([]))).toBe(false);
  });
});
