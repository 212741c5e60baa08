// The project seed's promotions (issue 8): live, slider, cross-promo, completed, the Kazan one with
// its stores, and the wheel with its prizes; a second seed keeps shoppers' spins.
import { type PromotionListResponse, type PromotionStoresResponse, promotionsPaths, type WheelResponse } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPromotions } from '../../src/db/seed/promotions';
import { type TestApp, buildTestApp } from '../helpers/build';
import { freshShopper } from '../loyalty/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 200 });
});
afterAll(async () => t?.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

describe('seeded promotions', () => {
  it('has live, slider, cross-promo and completed promotions with their stores', async () => {
    expect((await get<PromotionListResponse>(`${promotionsPaths.list('all')}?slider=1`)).data.length).toBeGreaterThanOrEqual(3);
    expect((await get<PromotionListResponse>(`${promotionsPaths.crossPromo}?crosspromo=1`)).data.length).toBe(2);
    expect((await get<PromotionListResponse>(`${promotionsPaths.list('all')}?complited=1&per-page=4`)).meta['total-count']).toBe(6);
    for (const programme of [1, 2, 3]) {
      const stores = await get<PromotionStoresResponse>(`${promotionsPaths.stores}?address-program-id=${programme}`);
      expect(stores.data.length, `programme ${programme}`).toBeGreaterThan(0);
    }
  });

  it('has the wheel with 8 prizes, and a re-seed keeps a shopper’s spin', async () => {
    const wheel = await get<WheelResponse>(promotionsPaths.wheel('omni', 'koleso-fortuny'));
    expect(wheel.data.prizes).toHaveLength(8);
    const shopper = await freshShopper(t.app, t.db);
    expect((await shopper.call({ method: 'POST', url: promotionsPaths.wheelSpin('omni', 'koleso-fortuny') })).statusCode).toBe(200);
    await seedPromotions(t.db, new Date(new Date().setUTCHours(0, 0, 0, 0)));
    const after = (await shopper.call({ method: 'GET', url: promotionsPaths.wheel('omni', 'koleso-fortuny') })).json<WheelResponse>();
    expect(after.data.spin).not.toBeNull();
    expect((await shopper.call({ method: 'POST', url: promotionsPaths.wheelSpin('omni', 'koleso-fortuny') })).statusCode).toBe(409);
  });
});
