import { currencyRatesResponseSchema, deliveryInfoResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(() => t.close());

describe('handbooks', () => {
  it('gives the country tariffs the basket charges, in the currency of the request country', async () => {
    const ru = await t.app.inject({ method: 'GET', url: paths.deliveryInfo });
    expect(ru.statusCode).toBe(200);
    expect(deliveryInfoResponseSchema.parse(ru.json()).data).toEqual({ currency: 'RUB', delivery_price: 390, free_delivery_from: 5000, courier_days: 2, pickup_days: 3 });
    const kz = await t.app.inject({ method: 'GET', url: paths.deliveryInfo, headers: { 'x-country-code': 'KZ' } });
    expect(kz.json().data).toMatchObject({ currency: 'KZT', delivery_price: 2000, free_delivery_from: 25_000 });
    const by = await t.app.inject({ method: 'GET', url: paths.deliveryInfo, headers: { 'x-country-code': 'by' } });
    expect(by.json().data.currency).toBe('BYN');
  });

  it('falls back to roubles for an unknown or uncovered country', async () => {
    const junk = await t.app.inject({ method: 'GET', url: paths.deliveryInfo, headers: { 'x-country-code': 'XX' } });
    expect(junk.json().data.currency).toBe('RUB');
    const diamant = await t.app.inject({ method: 'GET', url: paths.deliveryInfo, headers: { 'x-country-code': 'KZ', 'x-source': 'diamant' } });
    expect(diamant.json().data.currency).toBe('RUB');
  });

  it('gives currency rates with nominal, base RUB and a timestamp', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.currencyRates });
    expect(res.statusCode).toBe(200);
    const body = currencyRatesResponseSchema.parse(res.json());
    expect(Object.keys(body.data).sort()).toEqual(['BYN', 'KZT', 'RUB']);
    expect(body.data.KZT).toEqual({ value: 17.8571, nominal: 100 });
    expect(body.meta.base).toBe('RUB');
    expect(body.meta.timestamp).toBeLessThanOrEqual(Date.now());
  });
});
