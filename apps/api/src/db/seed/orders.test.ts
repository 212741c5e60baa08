import { describe, expect, it } from 'vitest';
import { type Owner, type SeedProduct, generateOrderHistory } from './orders';

const products: SeedProduct[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  article: `A-${i + 1}`,
  urlCode: `ring-${i + 1}`,
  name: `Кольцо ${i + 1}`,
  sizes: i % 2 ? ['16', '17'] : [],
  priceRub: 10_000 + i * 100,
  oldPriceRub: null,
  priceKzt: 60_000 + i * 500,
  oldPriceKzt: null,
}));
const owners: Owner[] = [
  { key: 'shopper', id: '00000000-0000-4000-8000-000000000001', country: 'RU' },
  { key: 'kazakhShopper', id: '00000000-0000-4000-8000-000000000004', country: 'KZ' },
];
const stores = [{ id: 1, country: 'RU' as const }, { id: 2, country: 'KZ' as const }];
const now = new Date('2026-11-23T00:00:00Z');

describe('the seeded order history', () => {
  const history = generateOrderHistory(owners, products, stores, now);

  it('is the same on every run', () => {
    expect(generateOrderHistory(owners, products, stores, now)).toEqual(history);
  });

  it('gives each account orders in every status code over the last year, with unique numbers', () => {
    for (const owner of owners) {
      const own = history.filter((order) => order.row.userId === owner.id);
      expect(own.length).toBeGreaterThanOrEqual(12);
      expect(new Set(own.map((order) => order.row.status))).toEqual(new Set(['N', 'A', 'T', 'S', 'R', 'J', 'C', 'F', 'B']));
      expect(own.every((order) => now.getTime() - order.row.createdAt!.getTime() < 366 * 24 * 60 * 60 * 1000)).toBe(true);
    }
    expect(new Set(history.map((order) => order.row.number)).size).toBe(history.length);
  });

  it('prices in the account’s currency and keeps totals consistent', () => {
    for (const order of history) {
      const kz = order.row.userId === owners[1]!.id;
      expect(order.row.currency).toBe(kz ? 'KZT' : 'RUB');
      const items = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      expect(order.row.itemsCost).toBe(items);
      expect(order.row.total).toBe(items + (order.row.deliveryCost ?? 0) - (order.row.bonusesSpent ?? 0));
      if (kz) expect(order.row.paymentMethod).not.toBe('credit-sber');
    }
  });

  it('splits one master order in two and picks stores of the account’s country for pickup', () => {
    const shopper = history.filter((order) => order.row.userId === owners[0]!.id);
    const masters = new Map<number, number>();
    for (const order of shopper) masters.set(order.row.masterOrderId, (masters.get(order.row.masterOrderId) ?? 0) + 1);
    expect([...masters.values()].filter((n) => n === 2)).toHaveLength(1);
    const kzPickups = history.filter((order) => order.row.userId === owners[1]!.id && order.row.deliveryType === 'pickup');
    expect(kzPickups.every((order) => order.row.storeId === 2)).toBe(true);
  });

  it('returns only from completed orders, in every return state', () => {
    const withReturns = history.filter((order) => order.returns.length > 0);
    expect(withReturns.every((order) => order.row.status === 'F' || order.row.status === 'B')).toBe(true);
    expect(new Set(withReturns.flatMap((order) => order.returns.map((r) => r.row.status)))).toEqual(new Set(['new', 'sent', 'refunded', 'cancelled']));
  });

  it('issue 19 finding 12: the refunded return of a cash order shows its transfer paid, before now', () => {
    const refunded = history.flatMap((order) => order.returns.map((r) => r.row)).filter((row) => row.status === 'refunded');
    expect(refunded.length).toBeGreaterThan(0);
    for (const row of refunded) {
      expect(row).toMatchObject({ refundMethod: 'transfer', refundMoney: row.refundAmount, refundReference: expect.stringMatching(/^\d{6}$/) });
      expect(row.refundPaidAt!.getTime()).toBeGreaterThan(row.createdAt!.getTime());
      expect(row.refundPaidAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
