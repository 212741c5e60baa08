// The basket at login (registerLoginMerger, run by the login transaction): the guest's lines join
// the account's within 5 articles, the same article and size adds up to the stock, codes move too.
import { type BasketResponse, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basketItems } from '../../src/db/schema';
import { runLoginMergers } from '../../src/services/auth/loginMergers';
import { eq } from 'drizzle-orm';
import { type TestApp, buildTestApp } from '../helpers/build';
import { account, caller, seedBasketFixtures } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedBasketFixtures });
});
afterAll(async () => t?.close());

it('merges a guest basket into the account on login', async () => {
  const anna = await account(t.app, t.db, 'shopper');
  for (const [article, quantity] of [['B-1', 9], ['B-4', 1], ['B-5', 1], ['B-6', 1]] as const) {
    expect((await anna.call({ method: 'POST', url: paths.basketCreate, payload: { article, quantity } })).statusCode).toBe(200);
  }
  const guest = caller(t.app);
  for (const [article, quantity] of [['B-1', 3], ['B-2', 1], ['B-3', 2]] as const) {
    await guest.call({ method: 'POST', url: paths.basketCreate, payload: { article, quantity } });
  }
  await guest.call({ method: 'POST', url: paths.basketPromoCode, payload: { promoCodes: ['TEN'] } });
  const guestBasket = (await guest.call({ method: 'POST', url: paths.basketCalculate, payload: {} })).json<BasketResponse>().data;

  await t.db.transaction((tx) => runLoginMergers(tx, { fromUserId: guestBasket.userInfo.id, toUserId: anna.userId }));

  const merged = (await anna.call({ method: 'POST', url: paths.basketCalculate, payload: {} })).json<BasketResponse>().data;
  const lines = Object.fromEntries(merged.productList.map((line) => [line.article, line.quantity]));
  // B-1: 9 + 3 capped at the 10 in stock; B-2 is the 5th article; B-3 would be a 6th and stays out.
  expect(lines).toEqual({ 'B-1': 10, 'B-4': 1, 'B-5': 1, 'B-6': 1, 'B-2': 1 });
  expect(merged.userPromoCodes.map((code) => code.code)).toEqual(['TEN']);
  expect(await t.db.select().from(basketItems).where(eq(basketItems.userId, guestBasket.userInfo.id))).toEqual([]);
});
