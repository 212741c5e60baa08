import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const emptyPage = { data: [], meta: { 'current-page': 1, 'page-count': 0, 'per-page': 10, 'total-count': 0 } };

describe('order calls', () => {
  it('list reads the status group path and sends a page only past the first', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient(testConfig(fake.fetch));
    await client.orders.list('active');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/user/active/orders/');
    await client.orders.list('completed', 3);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/user/completed/orders/?page=3');
    await client.orders.finalList(2);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/user/final-orders/?page=2');
  });

  it('cancel, change payment and prolong send the spec’s bodies', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '409', code: 'order_not_cancellable', detail: 'Этот заказ уже нельзя отменить' }] }, { status: 409 }));
    const client = createApiClient(testConfig(fake.fetch));
    await expect(client.orders.cancel({ id: 5, reason: 'other', comment: 'x' })).rejects.toMatchObject({ kind: 'http', status: 409 });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/order/cancel/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ id: 5, reason: 'other', comment: 'x' });
    await client.orders.changePaymentMethod('9100038', 'sbp').catch(() => undefined);
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ order_number: '9100038', payment_method: 'sbp' });
    await client.orders.prolongReserve({ orderNumber: '9100038' }).catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v6/order/prolong-reserve/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ order_number: '9100038' });
    await client.orders.prolongReserve({ id: 4 }).catch(() => undefined);
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ id: 4 });
  });

  it('S3.7.30: reportCreated posts the order id to created-order/; S3.7.44: profile.products reads profile/products/', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'Заказ не найден' }] }, { status: 404 }));
    const client = createApiClient(testConfig(fake.fetch));
    await expect(client.orders.reportCreated(41)).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/orders/created-order/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ order_id: 41 });
    await client.profile.products().catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/products/');
    await client.profile.products({ standalone: true }).catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/profile/products/?standalone=true');
  });

  it('master orders go through filter[master_order_id]', async () => {
    const fake = fakeFetch(() => json({ data: [] }));
    await createApiClient(testConfig(fake.fetch)).orders.ofMaster(900001);
    expect(decodeURIComponent(fake.last().url)).toBe('http://api.test/api/sklv/v3/order/?filter[master_order_id]=900001');
  });
});

describe('return calls', () => {
  it('create posts to v5/return/create/ and reads the created ids', async () => {
    const fake = fakeFetch(() => json({ data: { trackNumber: null, returnId: 3, returnNumber: '9100001-1' } }));
    const body = { orderId: 1, items: [{ orderItemId: 2, quantity: 1 }], reason: 'size', refund: { holder: 'Анна', account: '220220001234' } };
    const response = await createApiClient(testConfig(fake.fetch)).returns.create(body);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/return/create/');
    expect(response.type === 'data' && response.data.data.returnNumber).toBe('9100001-1');
  });

  it('cancel PUTs the return number; list pages', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient(testConfig(fake.fetch));
    await client.returns.list(2);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/return/?page=2');
    await client.returns.cancel('9100001-1').catch(() => undefined);
    expect(fake.last().init.method).toBe('PUT');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ returnNumber: '9100001-1' });
  });
});
