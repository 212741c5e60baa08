// Personal offers (spec 3 §3, §4, §7): the shopper's own and everyone's, of the storefront's country,
// only those expiring more than 60 s ahead; filter[article] keeps the offers for that article and
// prices it after each discount; v4 keeps only offers usable online.
import { loyaltyPaths, personalOfferMinLifetimeMs, type PersonalOffersResponse } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalOffers } from '../../src/db/schema';
import { seededUserIds } from '../../src/db/seed/users';
import { liveOffersOf } from '../../src/services/loyalty/personalOffers';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, freshShopper, jsonApiError, seedLoyaltyFixtures, sessionOf } from './fixtures';

let t: TestApp;
let anna: Shopper;
let aigerim: Shopper;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedLoyaltyFixtures });
  const ids = await seededUserIds(t.db);
  anna = await sessionOf(t.app, t.db, ids.shopper);
  aigerim = await sessionOf(t.app, t.db, ids.kazakhShopper);
});
afterAll(async () => t?.close());

type Offer = PersonalOffersResponse['data'][number];
const offersOf = async (who: Shopper, version: 3 | 4, query = '', headers: Record<string, string> = {}) => {
  const response = await who.call({ method: 'GET', url: `${loyaltyPaths.personalOffer(version)}${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<PersonalOffersResponse>();
};
const ids = (offers: Offer[]) => offers.map((offer) => offer.attributes['promotion-id']);

describe('GET bonussystem/personal-offer/', () => {
  it('answers Anna’s live offers of every kind with everyone’s, soonest expiry first, without expired or last-minute ones', async () => {
    const { data, meta } = await offersOf(anna, 3);
    expect(meta).toEqual({ currency: 'RUB' });
    expect(ids(data)).toEqual(['special-vip25', 'personal-welcome10', 'partner-minus1000', 'personal-retail7']);
    expect(new Set(data.map((offer) => offer.type))).toEqual(new Set(['special-offer', 'personal', 'partner']));
    expect(data.every((offer) => offer.attributes.price === null)).toBe(true);
    expect(data[1]).toMatchObject({
      type: 'personal',
      attributes: {
        coupon: 'WELCOME10',
        'customer-id': anna.userId,
        'discount-type': 'percent',
        'discount-value': 10,
        'promotion-name': 'Персональная скидка 10%',
        'promotion-promocode': { value: 'WELCOME10', text: 'Промокод на первый заказ' },
        'promotion-rules': { link: '/page/landing/bonus-system/' },
        'promotion-link': { link: '/jewelry-catalog/', text: 'За покупками' },
        'promotion-image': { desktop: '/api/sklv/v4/content/picture/gift-hover.webp', mobile: '/api/sklv/v4/content/picture/gift.webp' },
        'use-online': true,
        'use-retail': true,
      },
    });
    expect(data[0]!.attributes['customer-id']).toBe('');
  });

  it('v4 leaves out retail-only offers', async () => {
    expect(ids((await offersOf(anna, 4)).data)).toEqual(['special-vip25', 'personal-welcome10', 'partner-minus1000']);
  });

  it('keeps to the storefront’s country: Aigerim in Kazakhstan sees hers and everyone’s, in tenge', async () => {
    const { data, meta } = await offersOf(aigerim, 3, '', { 'x-country-code': 'KZ' });
    expect(meta.currency).toBe('KZT');
    expect(ids(data)).toEqual(['special-vip25', 'personal-welcome10-kz', 'partner-minus1000-kz']);
    // Anna's Russian offers are not shown on the Kazakh storefront.
    expect(ids((await offersOf(anna, 3, '', { 'x-country-code': 'KZ' })).data)).toEqual(['special-vip25']);
  });

  it('answers another shopper only everyone’s offers', async () => {
    expect(ids((await offersOf(await freshShopper(t.app, t.db), 3)).data)).toEqual(['special-vip25']);
  });

  it('prices filter[article] after each discount in the header’s currency, keeping only offers for that article', async () => {
    await t.db.insert(personalOffers).values({
      kind: 'personal', userId: anna.userId, coupon: 'RING5', promotionId: 'only-a2', promotionName: 'Кольцо A-2 −500', discountType: 'fixed', discountValue: 500,
      articles: ['A-2'], country: 'RU', expiresAt: new Date(Date.now() + 86_400_000),
    });
    // A-1 costs 10 000 ₽ / 60 000 ₸ in the fixtures.
    const rub = await offersOf(anna, 4, '?filter[article]=A-1');
    expect(rub.data.map((offer) => [offer.attributes['promotion-id'], offer.attributes.price])).toEqual([
      ['special-vip25', 7500],
      ['personal-welcome10', 9000],
      ['partner-minus1000', 9000],
    ]);
    const a2 = await offersOf(anna, 3, '?filter[article]=A-2');
    expect(a2.data.find((offer) => offer.attributes['promotion-id'] === 'only-a2')?.attributes.price).toBe(19_500);
    const kzt = await offersOf(anna, 3, '?filter[article]=A-1', { 'x-currency-code': 'KZT' });
    expect(kzt.meta.currency).toBe('KZT');
    expect(kzt.data[0]!.attributes.price).toBe(45_000);
    // An unknown article keeps the offers for every article, with no price.
    const unknown = await offersOf(anna, 3, '?filter[article]=ZZ-404');
    expect(ids(unknown.data)).not.toContain('only-a2');
    expect(unknown.data.every((offer) => offer.attributes.price === null)).toBe(true);
  });

  it('refuses malformed filters, a wrong currency and guests with JSON:API errors', async () => {
    for (const query of ['?filter[article]=a%20b', `?filter[article]=${'x'.repeat(65)}`, '?filter[article]=%3Cscript%3E', '?filter[article]=A-1&filter[article]=A-2']) {
      const response = await anna.call({ method: 'GET', url: `${loyaltyPaths.personalOffer(3)}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(jsonApiError(400));
    }
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.personalOffer(4), headers: { 'x-currency-code': 'BYN' } })).json()).toEqual(jsonApiError(400));
    for (const version of [3, 4] as const) expect((await t.app.inject({ method: 'GET', url: loyaltyPaths.personalOffer(version) })).json()).toEqual(jsonApiError(401));
  });
});

describe('the 60-second rule', () => {
  it('keeps an offer expiring more than 60 s ahead and drops one expiring within 60 s', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const now = new Date('2030-01-01T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const base = { kind: 'personal', userId: shopper.userId, coupon: 'X', promotionName: 'X', discountType: 'percent', discountValue: 5, country: 'RU' };
    await t.db.insert(personalOffers).values([
      { ...base, promotionId: 'exactly-60s', expiresAt: at(personalOfferMinLifetimeMs) },
      { ...base, promotionId: 'just-over', expiresAt: at(personalOfferMinLifetimeMs + 1) },
      { ...base, promotionId: 'in-59s', expiresAt: at(59_000) },
    ]);
    const rows = await liveOffersOf(t.db, { userId: shopper.userId, country: 'RU', now, onlineOnly: false });
    expect(rows.map((row) => row.promotionId).filter((id) => id !== 'special-vip25')).toEqual(['just-over']);
  });

  it('drops the seeded offer that expires 30 s after the seed, through the route', async () => {
    const { data } = await offersOf(anna, 3);
    expect(ids(data)).not.toContain('personal-last-minute');
    expect(ids(data)).not.toContain('personal-summer2026');
  });
});
