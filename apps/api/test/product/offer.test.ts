// GET offer/common/ (spec 2 §7): the price of article#size for the shopper with the best personal offer.
import { offerResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { memberCookie, sizedFullPriceProduct } from './helpers';

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
