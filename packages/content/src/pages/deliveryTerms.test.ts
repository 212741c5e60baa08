import { formatPrice } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { deliveryTermsRows } from './deliveryTerms';

describe('deliveryTermsRows', () => {
  it('formats prices in the city currency and durations in Russian', () => {
    const rows = deliveryTermsRows({
      data: {
        country_info: { char_code: 'RU', iso_code: '643' },
        types_info: [
          { code: 'sim', name: 'Курьером', delivery_price: 290, delivery_time: 2, free_delivery_from: 3000, reservation_period: null, retention_period: null },
          { code: 'in_stock', name: 'Самовывоз', delivery_price: 0, delivery_time: 0, free_delivery_from: null, reservation_period: 7, retention_period: 14 },
        ],
      },
      meta: { city_guid: 'x', timezone: 'Europe/Moscow', currency: { code: 'RUB', symbol: '₽', text: 'руб.' } },
    });
    expect(rows[0]).toMatchObject({ name: 'Курьером', price: formatPrice(290, 'RUB'), time: '2 дня', free: formatPrice(3000, 'RUB'), storage: '—' });
    expect(rows[1]).toMatchObject({ price: 'бесплатно', time: 'сегодня', storage: '14 дней' });
  });
});
