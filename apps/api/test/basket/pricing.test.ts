// The basket's figures computed by the server (spec 3 §3, §9; issue 6): promo codes valid, unknown,
// expired, below their minimum, used up, exclusive against stackable; free delivery; bonuses capped
// at 30 %; the employee discount only for employees; gift cards; KZ baskets in tenge.
import { type BasketResponse, paths } from '@ornament/api-contract';
import { formatPrice, freeDeliveryText, promoMinCostText } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Caller, account, caller, kazakhstan, seedBasketFixtures } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedBasketFixtures });
});
afterAll(async () => t?.close());

type Basket = BasketResponse['data'];

async function post(who: Caller, url: string, payload: Record<string, unknown>, method: 'POST' | 'DELETE' = 'POST'): Promise<Basket> {
  const response = await who.call({ method, url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BasketResponse>().data;
}

async function withItems(who: Caller, ...articles: string[]): Promise<void> {
  for (const article of articles) await post(who, paths.basketCreate, { article });
}

describe('promo codes', () => {
  it('applies a valid code to the lines and remembers it', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-2');
    const basket = await post(guest, paths.basketPromoCode, { promoCodes: ['ten'] });
    expect(basket.productList[0]).toMatchObject({ basePrice: 2000, price: 1800, sum: 1800, discountReason: { name: 'Скидка 10%', value: 200, actionId: 'TEN' } });
    expect(basket.userPromoCodes).toEqual([{ code: 'TEN', name: 'Скидка 10%', isApplied: true, discount: 200 }]);
    expect(basket.promotions).toMatchObject([{ code: 'TEN', kind: 'percent', discount: 200 }]);
    expect(basket).toMatchObject({ allCost: 2000, cost: 1800, discount: 200, promoErrors: [] });
    const removed = await post(guest, paths.basketDeletePromoCode, { promoCodes: ['TEN'] }, 'DELETE');
    expect(removed).toMatchObject({ cost: 2000, userPromoCodes: [], promotions: [] });
  });

  it('explains unknown, expired, used-up and below-minimum codes', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-2');
    const unknown = await post(guest, paths.basketPromoCode, { promoCodes: ['NOSUCH'] });
    expect(unknown.promoErrors).toEqual([{ promoCode: 'NOSUCH', code: 'promo_not_found', message: 'Промокод не найден' }]);
    expect(unknown.userPromoCodes).toEqual([]);
    const rest = await post(guest, paths.basketPromoCode, { promoCodes: ['OLD', 'USEDUP', 'MINUS500'] });
    expect(rest.promoErrors).toHaveLength(3);
    expect(rest.promoErrors).toEqual(
      expect.arrayContaining([
        { promoCode: 'OLD', code: 'promo_expired', message: 'Срок действия промокода истёк' },
        { promoCode: 'USEDUP', code: 'promo_used_up', message: 'Промокод уже использован' },
        { promoCode: 'MINUS500', code: 'promo_min_cost', message: promoMinCostText(formatPrice(5000, 'RUB')) },
      ]),
    );
    expect(rest.cost).toBe(2000);
    await withItems(guest, 'B-3');
    const reached = await post(guest, paths.basketCalculate, {});
    expect(reached.promoErrors.map((e) => e.promoCode).sort()).toEqual(['OLD', 'USEDUP']);
    expect(reached).toMatchObject({ allCost: 5000, cost: 4500 });
  });

  it('lets the best exclusive code win over the stackable ones', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-2', 'B-3');
    const stacked = await post(guest, paths.basketPromoCode, { promoCodes: ['TEN', 'MINUS500'] });
    expect(stacked.cost).toBe(4000);
    const best = await post(guest, paths.basketPromoCode, { promoCodes: ['BEST30'] });
    expect(best.cost).toBe(3500);
    expect(best.promotions.map((p) => p.code)).toEqual(['BEST30']);
    expect(best.promoErrors.map((e) => `${e.promoCode}:${e.code}`).sort()).toEqual(['MINUS500:promo_not_combinable', 'TEN:promo_not_combinable']);
  });

  it('makes delivery free with a free-delivery code and shows the threshold', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-2');
    const courier = await post(guest, paths.basketSetStore, { orderType: 'sim' });
    expect(courier.deliveryInfo).toMatchObject({ orderType: 'sim', deliveryPrice: 390, freeDeliveryFrom: 5000, freeDeliveryText: freeDeliveryText(formatPrice(5000, 'RUB')) });
    expect(Object.keys(courier.deliveryInfo.store.timeslots).length).toBeGreaterThan(0);
    expect(courier.cost).toBe(2390);
    const free = await post(guest, paths.basketPromoCode, { promoCodes: ['SHIPFREE'] });
    expect(free.deliveryInfo.deliveryPrice).toBe(0);
    expect(free.promotions).toMatchObject([{ code: 'SHIPFREE', kind: 'free_delivery', discount: 390 }]);
    expect(free.cost).toBe(2000);
  });

  it('adds the present of a gift code', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-1');
    const basket = await post(guest, paths.basketPromoCode, { promoCodes: ['BOX'] });
    expect(basket.gifts).toMatchObject([{ article: 'P-1', quantity: 1 }]);
    expect(basket.cost).toBe(1000);
  });
});

describe('bonuses, stars, gift cards', () => {
  it('pays at most 30 % of the items with bonuses and previews the accrual', async () => {
    const anna = await account(t.app, t.db, 'shopper');
    await withItems(anna, 'B-1');
    const off = await post(anna, paths.basketCalculate, {});
    expect(off.bonusInfo).toMatchObject({ balance: 2000, maxSpend: 300, spent: 0, accrual: 100, capPercent: 30 });
    const on = await post(anna, paths.basketCalculate, { isUseAllBonuses: true });
    expect(on.bonusInfo).toMatchObject({ spent: 300, accrual: 70 });
    expect(on).toMatchObject({ costWithoutBonuses: 1000, cost: 700 });
    await withItems(anna, 'B-6', 'B-5');
    const capped = await post(anna, paths.basketCalculate, { isUseAllBonuses: true, isUseAllStarsPoints: true });
    // 12 000 ₽ of items: 30 % is 3 600, the balance 2 000 is the limit; stars 150 on top.
    expect(capped.bonusInfo).toMatchObject({ maxSpend: 2000, spent: 2000 });
    expect(capped.starsPointsInfo).toMatchObject({ balance: 150, spent: 150 });
    expect(capped.cost).toBe(12_000 - 2000 - 150);
  });

  it('spends a gift card and refuses spent cards', async () => {
    const anna = await account(t.app, t.db, 'shopper');
    await post(anna, paths.basketDelete, { ids: (await post(anna, paths.basketCalculate, {})).productList.map((l) => l.id) }, 'DELETE');
    await withItems(anna, 'B-3');
    const spent = await anna.call({ method: 'POST', url: paths.basketSetGiftCard, payload: { giftCardNumber: '1000-2000-3000-4001' } });
    expect(spent.statusCode).toBe(422);
    expect(spent.json().errors[0].code).toBe('basket_gift_card_invalid');
    await post(anna, paths.basketSetGiftCard, { giftCardNumber: '1000-2000-3000-4000' });
    const paid = await post(anna, paths.basketCalculate, { applyGiftCard: true });
    expect(paid.cardInfoForUseDto).toMatchObject({ number: '1000-2000-3000-4000', balance: 5000, spent: 3000, isApplied: true });
    expect(paid.cost).toBe(0);
  });

  it('gives the employee discount only to employees who ask for it', async () => {
    const employee = await account(t.app, t.db, 'employee');
    await withItems(employee, 'B-5');
    const asked = await post(employee, paths.basketCalculate, { isEmployeeDiscount: true });
    expect(asked.employeeDiscount).toEqual({ isAvailable: true, isApplied: true, percent: 20, amount: 1000 });
    expect(asked.productList[0]).toMatchObject({ price: 4000, discountReason: { id: 0, name: 'Скидка сотрудника' } });
    expect((await post(employee, paths.basketCalculate, {})).cost).toBe(5000);
    const shopper = caller(t.app);
    await withItems(shopper, 'B-5');
    const forged = await post(shopper, paths.basketCalculate, { isEmployeeDiscount: true });
    expect(forged.employeeDiscount).toMatchObject({ isAvailable: false, isApplied: false, amount: 0 });
    expect(forged.cost).toBe(5000);
  });
});

describe('country and payment', () => {
  it('prices a KZ basket in tenge and never has catalogue products in stock there', async () => {
    const aigerim = await account(t.app, t.db, 'kazakhShopper', kazakhstan);
    const basket = await post(aigerim, paths.basketCreate, { article: 'B-1' });
    expect(basket).toMatchObject({ pricesCurrentCountry: 'KZT', allCost: 5000, giftCardDisable: true });
    expect(basket.productList[0]?.price).toBe(5000);
    expect(basket.paymentInfo.paymentMethods.map((m) => m.id)).toContain('kaspi');
    const catalogue = await aigerim.call({ method: 'POST', url: paths.basketCreate, payload: { article: 'C-1' } });
    expect(catalogue.statusCode).toBe(422);
    expect(catalogue.json().errors[0].code).toBe('basket_not_available');
    expect(basket.package?.isAvailable).toBe(false);
    // Added in Russia, looked at from Kazakhstan: not in stock there.
    const traveller = caller(t.app);
    await withItems(traveller, 'C-1');
    const abroad = await traveller.call({ method: 'POST', url: paths.basketCalculate, payload: {}, headers: kazakhstan });
    expect(abroad.json<BasketResponse>().data.notAvailableInStock.map((l) => l.article)).toEqual(['C-1']);
  });

  it('offers installments only when available and stores a valid payment method', async () => {
    const guest = caller(t.app);
    await withItems(guest, 'B-1');
    const refused = await guest.call({ method: 'POST', url: paths.basketSetPaymentMethod, payload: { paymentMethodId: 'credit-sber' } });
    expect(refused.statusCode).toBe(422);
    await withItems(guest, 'B-4');
    const sber = await post(guest, paths.basketSetPaymentMethod, { paymentMethodId: 'credit-sber' });
    expect(sber.paymentInfo.paymentMethod).toBe('credit-sber');
    expect(sber.paymentInfo.minPaymentSberInstallment).toBe(Math.ceil(5000 / 6));
    expect(sber.paymentInfo.paymentMethods.find((m) => m.id === 'credit-sber')?.description).toMatch(/^От .+ в месяц\. Для клиентов банка\.$/);
  });
});
