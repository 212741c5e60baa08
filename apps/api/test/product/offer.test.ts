// GET offer/common/ (spec 2 §7): the price of article#size for the shopper with the best personal offer.
import { offerCommonMaxOffers, offerResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { memberCookie, sizedFullPriceProduct, unsizedProduct } from './helpers';

let t: TestApp;
let product: Awaited<ReturnType<typeof sizedFullPriceProduct>>;
beforeAll(async () => {
  t = await buildTestApp({ products: 200 });
  product = await sizedFullPriceProduct(t.db);
});
afterAll(async () => t?.close());

const url = (filters: Record<string, string>) =>
  `/api/serviceOffer/v1/offer/common/?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [`filter[${k}]`, v])).toString()}`;
const get = (filters: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: url(filters), headers });

describe('offer/common', () => {
  it('gives a guest the plain price of a size with the 10 % bonus and no personal offer', async () => {
    const size = product.sizes[0] ?? '';
    const response = await get({ offer: `${product.article}#${size}` }, { 'x-region-timezone': 'UTC+5:00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data, meta } = offerResponseSchema.parse(response.json());
    expect(data).toMatchObject({ article: product.article, size, price: product.price, offer_price: null, personal_offer: null, bonus: Math.floor(product.price / 10) });
    expect(meta.timezone).toBe('UTC+5:00');
  });

  it('gives a signed-in shopper the member price', async () => {
    const { cookie } = await memberCookie(t.db);
    const response = await get({ offer: `${product.article}#${product.sizes[0] ?? ''}` }, { cookie });
    const { data } = offerResponseSchema.parse(response.json());
    expect(data.personal_offer?.code).toBe('member-price');
    expect(data.offer_price).toBe(Math.floor(product.price * 0.93));
    expect(data.bonus).toBe(Math.floor(Math.floor(product.price * 0.93) / 10));
  });

  it('applies the online-payment offer in Russia and refuses use_ezvm elsewhere', async () => {
    const ru = offerResponseSchema.parse((await get({ offer: product.article, use_ezvm: 'Y' })).json());
    expect(ru.data.personal_offer?.code).toBe('online-payment');
    expect(ru.data.offer_price).toBe(Math.floor(product.price * 0.98));
    const kz = await get({ offer: product.article, use_ezvm: 'Y' }, { 'x-country-code': 'KZ' });
    expect(kz.statusCode).toBe(400);
    expect(kz.json().errors[0].source.pointer).toBe('/query/filter[use_ezvm]');
  });

  it('refuses a user_id that is not the session user', async () => {
    const response = await get({ offer: product.article, user_id: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ status: '403', code: 'user_mismatch', source: { pointer: '/query/filter[user_id]' } });
    const { cookie, userId } = await memberCookie(t.db);
    expect((await get({ offer: product.article, user_id: userId }, { cookie })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown article and 400 for a size the product lacks', async () => {
    const unknown = await get({ offer: 'NO-SUCH-ART#17' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].source.pointer).toBe('/query/filter[offer]');
    const badSize = await get({ offer: `${product.article}#99` });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().errors[0].detail).toBe('The product has no such size');
  });

  it.each([{}, { offer: '' }, { offer: '<script>' }, { offer: 'A#1', point_diamant: 'maybe' }, { offer: 'A#1', user_id: 'me' }])('rejects %j with a 400', async (filters) => {
    const response = await get(filters as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].status).toBe('400');
  });
});

describe('offer/common list form (spec 3 §7)', () => {
  it('S3.7.21: answers one offer per distinct article#size, in the order asked, with the first as data', async () => {
    const other = await unsizedProduct(t.db);
    const sizes = product.sizes.slice(0, 3);
    const asked = [...sizes.map((size) => `${product.article}#${size}`), other.article, `${product.article}#${sizes[0] ?? ''}`];
    const response = await get({ offer: asked.join(',') });
    expect(response.statusCode).toBe(200);
    const body = offerResponseSchema.parse(response.json());
    expect(body.offers.map((offer) => offer.offer)).toEqual([...sizes.map((size) => `${product.article}#${size}`), `${other.article}#`]);
    expect(body.offers.every((offer) => offer.bonus >= 0 && offer.currency.code === 'RUB')).toBe(true);
    expect(body.data).toEqual(body.offers[0]);
  });

  it('S3.7.21: a malformed entry, too many entries or a size the product lacks is a 400 naming filter[offer]', async () => {
    const first = `${product.article}#${product.sizes[0] ?? ''}`;
    for (const offer of [`${first},<b>`, `${first},,${first}`, `${first},`, Array.from({ length: offerCommonMaxOffers + 1 }, () => first).join(',')]) {
      const response = await get({ offer });
      expect(response.statusCode, offer.slice(0, 60)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ status: '400', source: { parameter: 'filter[offer]', pointer: '/query/filter[offer]' } });
    }
    expect((await get({ offer: `${first},<b>` })).json().errors[0].detail).toBe('Offer 2 is not article#size');
    const badSize = await get({ offer: `${first},${product.article}#99` });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().errors[0].source.parameter).toBe('filter[offer]');
    const unknown = await get({ offer: `${first},NO-SUCH-ART#17` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].detail).toBe('Product NO-SUCH-ART not found');
  });

  it('S3.7.21: filter[user_id] must be the caller’s own user; another shopper’s id is refused, never read', async () => {
    const anna = await memberCookie(t.db);
    const boris = await memberCookie(t.db);
    const offer = `${product.article}#${product.sizes[0] ?? ''}`;
    const own = await get({ offer, user_id: anna.userId }, { cookie: anna.cookie });
    expect(own.statusCode).toBe(200);
    expect(offerResponseSchema.parse(own.json()).data.personal_offer?.code).toBe('member-price');
    const other = await get({ offer, user_id: boris.userId }, { cookie: anna.cookie });
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0]).toMatchObject({ code: 'user_mismatch', source: { parameter: 'filter[user_id]' } });
    // A guest naming a member gets neither the member's price nor an answer.
    expect((await get({ offer, user_id: anna.userId })).statusCode).toBe(403);
  });

  it('S3.7.21: X-Mobile-Pay: Y is accepted and echoed in meta; prices do not depend on it', async () => {
    const offer = `${product.article}#${product.sizes[0] ?? ''}`;
    const mobile = offerResponseSchema.parse((await get({ offer }, { 'x-mobile-pay': 'Y' })).json());
    const plain = offerResponseSchema.parse((await get({ offer })).json());
    expect(mobile.meta.mobile_pay).toBe(true);
    expect(plain.meta.mobile_pay).toBe(false);
    expect(mobile.data).toEqual(plain.data);
  });
});
