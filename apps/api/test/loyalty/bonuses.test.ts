// The bonus balance and the partner code (spec 3 §7 "Bonuses and personal offers"): the signed-in
// shopper's own, read with X-Currency-Code RUB or KZT (by the country without it, 400 otherwise).
import { type BonusBalanceResponse, type CodePartnerResponse, loyaltyPaths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyLedger } from '../../src/db/schema';
import { seededUserIds } from '../../src/db/seed/users';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, freshShopper, jsonApiError, seedLoyaltyFixtures, sessionOf } from './fixtures';

let t: TestApp;
let anna: Shopper;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedLoyaltyFixtures });
  anna = await sessionOf(t.app, t.db, (await seededUserIds(t.db)).shopper);
});
afterAll(async () => t?.close());

const day = 24 * 60 * 60 * 1000;

describe('GET bonussystem/balance/', () => {
  it('answers Anna’s welcome and task bonuses, stars and history, newest first', async () => {
    const response = await anna.call({ method: 'GET', url: loyaltyPaths.bonusBalance, headers: { 'x-currency-code': 'RUB' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { attributes } = response.json<BonusBalanceResponse>().data;
    expect(attributes).toMatchObject({ available: 2000 + 300 + 500, pending: 0, stars: 150, currency: 'RUB' });
    expect(attributes.history.map((row) => [row.reason, row.amount])).toEqual([
      ['task', 500],
      ['task', 300],
      ['welcome', 2000],
    ]);
  });

  it('counts accruals still in the return window as pending and keeps the last 50 rows', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const now = Date.now();
    await t.db.insert(loyaltyLedger).values([
      { userId: shopper.userId, program: 'bonus', amount: 700, reason: 'accrual', availableAt: new Date(now + 14 * day), createdAt: new Date(now - 1000) },
      ...Array.from({ length: 55 }, (_, i) => ({ userId: shopper.userId, program: 'bonus', amount: 10, reason: 'adjustment', availableAt: new Date(now - day), createdAt: new Date(now - (i + 2) * 1000) })),
      { userId: shopper.userId, program: 'bonus', amount: 5, reason: 'something-new', availableAt: new Date(now - day), createdAt: new Date(now) },
    ]);
    const { attributes } = (await shopper.call({ method: 'GET', url: loyaltyPaths.bonusBalance })).json<BonusBalanceResponse>().data;
    expect(attributes).toMatchObject({ available: 555, pending: 700, stars: 0 });
    expect(attributes.history).toHaveLength(50);
    // A reason the contract does not know is shown as an adjustment, not a failed answer.
    expect(attributes.history[0]).toMatchObject({ amount: 5, reason: 'adjustment', comment: '' });
    expect(attributes.history[1]).toMatchObject({ amount: 700, reason: 'accrual' });
  });

  it('takes the currency from the header, else from the country', async () => {
    const currencyOf = async (headers: Record<string, string>) => (await anna.call({ method: 'GET', url: loyaltyPaths.bonusBalance, headers })).json<BonusBalanceResponse>().data.attributes.currency;
    expect(await currencyOf({})).toBe('RUB');
    expect(await currencyOf({ 'x-country-code': 'KZ' })).toBe('KZT');
    expect(await currencyOf({ 'x-country-code': 'BY' })).toBe('RUB');
    expect(await currencyOf({ 'x-currency-code': 'kzt' })).toBe('KZT');
  });

  it('refuses any other currency with a JSON:API 400 pointing at the header', async () => {
    for (const value of ['USD', 'BYN', '', 'RUB,KZT']) {
      const response = await anna.call({ method: 'GET', url: loyaltyPaths.bonusBalance, headers: { 'x-currency-code': value } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(jsonApiError(400));
      expect(response.json().errors[0].source).toEqual({ pointer: '/headers/x-currency-code' });
    }
  });

  it('answers guests 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: loyaltyPaths.bonusBalance });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(jsonApiError(401));
  });
});

describe('GET profile/code-partner/', () => {
  it('makes the code on the first call and answers the same one afterwards', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const first = await shopper.call({ method: 'GET', url: loyaltyPaths.codePartner });
    expect(first.statusCode).toBe(200);
    const { attributes } = first.json<CodePartnerResponse>().data;
    expect(attributes.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(attributes).toMatchObject({ link: `https://ornament.ru/?partner=${attributes.code}`, bonusForFriend: 0 });
    const again = (await shopper.call({ method: 'GET', url: loyaltyPaths.codePartner })).json<CodePartnerResponse>().data.attributes;
    expect(again.code).toBe(attributes.code);
    const other = (await anna.call({ method: 'GET', url: loyaltyPaths.codePartner })).json<CodePartnerResponse>().data.attributes;
    expect(other.code).not.toBe(attributes.code);
  });

  it('answers in the storefront’s currency and host', async () => {
    const response = await anna.call({ method: 'GET', url: loyaltyPaths.codePartner, headers: { 'x-country-code': 'KZ' } });
    expect(response.json<CodePartnerResponse>().data.attributes).toMatchObject({ bonusForFriend: 0, link: expect.stringMatching(/^https:\/\/ornament\.kz\//) });
  });

  it('refuses guests and a wrong currency', async () => {
    expect((await t.app.inject({ method: 'GET', url: loyaltyPaths.codePartner })).statusCode).toBe(401);
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.codePartner, headers: { 'x-currency-code': 'EUR' } })).json()).toEqual(jsonApiError(400));
  });
});
