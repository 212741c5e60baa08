import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const created = {
  data: {
    backUrl: '/basket/thank-you/?masterOrderId=5000001',
    ga4: { transaction_id: '5000001', currency: 'RUB', value: 1000, shipping: 0, items: [] },
    userId: 'u1',
    userPhone: '79990000001',
    userEmail: '',
    userFullName: 'Анна Смирнова',
    userName: 'Анна',
    masterOrderId: 5000001,
    orders: [{ id: 1, orderNumber: '50000001' }],
  },
};

describe('checkout calls', () => {
  it('createOrder posts the body with the attempt’s Idempotency-Key and parses the answer', async () => {
    const fake = fakeFetch(() => json(created));
    const client = createApiClient(testConfig(fake.fetch));
    const response = await client.checkout.createOrder({ buyerName: 'Анна', isUseAllBonuses: true }, 'attempt-1234-5678');
    expect(response).toMatchObject({ type: 'data', data: { data: { masterOrderId: 5000001 } } });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v6/order/create/');
    expect(fake.last().init.method).toBe('POST');
    expect(new Headers(fake.last().init.headers).get('idempotency-key')).toBe('attempt-1234-5678');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ buyerName: 'Анна', isUseAllBonuses: true });
  });

  it('hands field errors to the caller with their pointers', async () => {
    const fake = fakeFetch(() =>
      json({ errors: [{ status: '422', code: 'not_available', detail: 'x', source: { pointer: '/data/attributes/available-rows' }, meta: { not_available: [3] } }] }, { status: 422 }),
    );
    await expect(createApiClient(testConfig(fake.fetch)).checkout.createOrder({}, 'attempt-1234-5678')).rejects.toMatchObject({ kind: 'http', status: 422 });
  });
});
