// S2.7.12 coupons (spec 2 §3, §7): GET coupon/{code}/ and the coupon list, joined to the price rules,
// so the discount and the dates a coupon shows are those the basket applies.
import { type CouponResponse, type CouponsResponse, promotionsPaths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, priceRules } from '../../src/db/schema';
import { seedCoupons } from '../../src/db/seed/checkout/coupons';
import { generatePriceRules } from '../../src/db/seed/checkout/priceRules';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: async (db) => {
      await seedFixtures(db);
      await db.insert(priceRules).values(generatePriceRules(null));
      await seedCoupons(db);
      // A coupon whose rule is MINUS1000 (1 000 ₽, 5 000 ₸) and a rule limited to Kazakhstan.
      await db.insert(priceRules).values({ code: 'KZONLY', name: 'Только для Казахстана', kind: 'percent', params: { percent: 7 }, conditions: { countries: ['KZ'] } });
      const style = { background: '#000000', colorBtn: '#ffffff', colorText: '#ffffff', detailTitle: 'Деталь', detailDescription: 'Описание', detailLink: null };
      await db.insert(coupons).values([
        { promocode: 'MINUS1000', promocodeText: 'Минус тысяча', ...style },
        { promocode: 'KZONLY', promocodeText: 'Скидка 7%', ...style },
      ]);
    },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('S2.7.12 coupons', () => {
  it('answers a code’s coupon with its presentation, the rule’s discount and dates, any case of the code', async () => {
    const response = await get(promotionsPaths.coupon('welcome10'));
    expect(response.statusCode).toBe(200);
    expect(response.json<CouponResponse>().data).toEqual({
      promocode: 'WELCOME10',
      background: '#1f1f1f',
      color_btn: '#c9a96e',
      color_text: '#ffffff',
      promocode_text: 'Скидка 10% на первый заказ',
      detail_title: 'Промокод для новых покупателей',
      detail_description: expect.stringContaining('первый заказ') as string,
      detail_link: '/jewelry-catalog/',
      sale_value: '−10%',
      valid_time: { start_at: '2026-01-01T00:00:00.000Z', end_at: '2030-12-31T23:59:59.000Z' },
    });
  });

  it('says the fixed discount in the shopper’s currency', async () => {
    expect((await get(promotionsPaths.coupon('MINUS1000'))).json<CouponResponse>().data.sale_value).toBe('−1\u202f000\u00a0₽');
    const kz = await get(promotionsPaths.coupon('MINUS1000'), { 'x-country-code': 'KZ' });
    expect(kz.json<CouponResponse>().data.sale_value).toBe('−5\u202f000\u00a0₸');
  });

  it('answers 404 for an ended rule, an unknown code, and a rule of another country', async () => {
    for (const code of ['SUMMER2026', 'NOPE', 'KZONLY']) {
      const response = await get(promotionsPaths.coupon(code));
      expect(response.statusCode, code).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'coupon_not_found', source: { pointer: '/code' } });
    }
    expect((await get(promotionsPaths.coupon('KZONLY'), { 'x-country-code': 'KZ' })).statusCode).toBe(200);
  });

  it('lists the live coupons of the shopper’s country', async () => {
    const list = (await get(promotionsPaths.coupons)).json<CouponsResponse>();
    expect(list.data.map((coupon) => coupon.promocode).sort()).toEqual(['FREESHIP', 'MINUS1000', 'WELCOME10']);
    expect(list.data.find((coupon) => coupon.promocode === 'FREESHIP')?.sale_value).toBe('Бесплатная доставка');
  });
});
