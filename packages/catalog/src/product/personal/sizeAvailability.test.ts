import type { Offer, OfferSize } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { sizeAvailabilityLabel, sizeAvailabilityRows } from './sizeAvailability';

const currency = { code: 'RUB', symbol: '₽', text: 'руб.' } as const;
const size = (label: string, patch: Partial<OfferSize>): OfferSize => ({
  offer: `A-1#${label}`,
  size: label,
  price: 10_000,
  old_price: null,
  quantity: 0,
  in_stock: false,
  stores_count: 0,
  is_today: false,
  ...patch,
});
const offer = (label: string, offerPrice: number | null): Offer => ({
  offer: `A-1#${label}`,
  article: 'A-1',
  size: label,
  price: 10_000,
  old_price: null,
  offer_price: offerPrice,
  personal_offer: offerPrice === null ? null : { code: 'member-price', title: 'Цена для участников', percent: 7 },
  bonus: 930,
  currency,
});

describe('size availability', () => {
  it('S3.7.22: labels a size by where it is: the city’s shops today, elsewhere to order, or nowhere', () => {
    expect(sizeAvailabilityLabel({ in_stock: true, is_today: true, stores_count: 1 })).toEqual({ tone: 'today', label: 'Забрать сегодня: есть в 1 магазине' });
    expect(sizeAvailabilityLabel({ in_stock: true, is_today: true, stores_count: 3 }).label).toBe('Забрать сегодня: есть в 3 магазинах');
    expect(sizeAvailabilityLabel({ in_stock: true, is_today: true, stores_count: 21 }).label).toBe('Забрать сегодня: есть в 21 магазине');
    expect(sizeAvailabilityLabel({ in_stock: true, is_today: false, stores_count: 0 })).toEqual({ tone: 'order', label: 'Нет в магазинах вашего города — привезём под заказ' });
    expect(sizeAvailabilityLabel({ in_stock: false, is_today: false, stores_count: 0 })).toEqual({ tone: 'none', label: 'Нет в наличии' });
  });

  it('S3.7.22: keeps the sizes’ order and adds each size’s lower shopper price from the offers list (S3.7.21)', () => {
    const sizes = [size('16', { in_stock: true, quantity: 2, is_today: true, stores_count: 2 }), size('17', { in_stock: true, quantity: 1 }), size('18', {})];
    expect(sizeAvailabilityRows(sizes, null).map((row) => [row.size, row.tone, row.shopperPrice])).toEqual([
      ['16', 'today', null],
      ['17', 'order', null],
      ['18', 'none', null],
    ]);
    const rows = sizeAvailabilityRows(sizes, [offer('17', 9_300), offer('16', 9_300), offer('18', null)]);
    expect(rows.map((row) => row.shopperPrice)).toEqual([9_300, 9_300, null]);
    // An offer that is not lower than the shelf price is not shown as the shopper's price.
    expect(sizeAvailabilityRows([size('16', {})], [offer('16', 10_000)])[0]?.shopperPrice).toBeNull();
  });
});
