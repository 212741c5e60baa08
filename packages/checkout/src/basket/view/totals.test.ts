import { describe, expect, it } from 'vitest';
import { basket } from '../testing/basketFixture';
import { totalsOf } from './totals';

describe('totalsOf', () => {
  it('shows items, the discount with its percent, and the total; the free-delivery hint before a method is chosen', () => {
    const view = totalsOf(basket({ oldCost: 12_000, discount: 2000, discountPercent: 16.67, cost: 10_000 }), 2);
    expect(view.rows.map((row) => row.label)).toEqual(['Товары (2)', 'Скидка (17%)']);
    expect(view.rows[1]?.tone).toBe('discount');
    expect(view.freeDelivery).toMatch(/^Бесплатная доставка от 5/);
    expect(view.freeDelivery).toContain('₽');
  });

  it('shows delivery once chosen, free as «Бесплатно» without the hint', () => {
    const free = basket();
    free.deliveryInfo = { ...free.deliveryInfo, orderType: 'sim', deliveryPrice: 0 };
    const view = totalsOf(free, 1);
    expect(view.rows.find((row) => row.key === 'delivery')?.value).toBe('Бесплатно');
    expect(view.freeDelivery).toBeNull();
  });

  it('subtracts bonuses, stars and the gift card', () => {
    const paid = basket({
      cost: 5000,
      bonusInfo: { balance: 3000, maxSpend: 3000, spent: 3000, accrual: 500, isUseAllBonuses: true, capPercent: 30 },
      starsPointsInfo: { balance: 100, maxSpend: 100, spent: 100, isUseAllStarsPoints: true },
      cardInfoForUseDto: { number: '1234', balance: 2000, spent: 1900, currency: 'RUB', isApplied: true, error: null },
    });
    const view = totalsOf(paid, 1);
    expect(view.rows.map((row) => row.key)).toEqual(['items', 'bonuses', 'stars', 'gift-card']);
    expect(view.rows.find((row) => row.key === 'bonuses')?.value.startsWith('−')).toBe(true);
    expect(view.total).toContain('5');
  });

  it('prices KZ baskets in tenge', () => {
    const view = totalsOf(basket({ pricesCurrentCountry: 'KZT', cost: 45_000, oldCost: 45_000 }), 1);
    expect(view.total).toMatch(/45.000.₸/);
    expect(view.freeDelivery).toContain('₸');
  });
});
