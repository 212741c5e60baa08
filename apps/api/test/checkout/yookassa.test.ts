// Issue 19 §2: a real acquirer. Online orders are paid through YooKassa's HTTP API, here a local fake
// that speaks its contract (test/fakes/fakeYookassa.ts). The order is paid only after a notification
// whose payment, read back from the provider, is ours with our amount and currency; forged, tampered,
// replayed and out-of-order notifications change nothing; closing a paid order refunds it through the
// provider exactly once; an outage leaves the shopper a retry and the provider a 503 to retry on.
import { type OrderCreateResponse, type OrderDetailResponse, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentRefunds, payments } from '../../src/db/schema';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { type FakeYookassa, type NotificationBody, startFakeYookassa } from '../fakes/fakeYookassa';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct } from './fixture';

let t: TestApp;
let fake: FakeYookassa;
let buyer: Shopper;
let store: number;
const notifications: { body: NotificationBody; status: number; outcome: string | undefined }[] = [];

beforeAll(async () => {
  fake = await startFakeYookassa({
    shopId: 'shop-481516',
    secretKey: 'test_secret_key_for_the_fake',
    notify: async (body) => {
      const response = await t.app.inject({ method: 'POST', url: paths.paymentNotification('yookassa'), payload: body });
      notifications.push({ body, status: response.statusCode, outcome: response.json<{ data?: { outcome: string } }>().data?.outcome });
    },
  });
  t = await buildTestApp({
    env: { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: 'shop-481516', YOOKASSA_SECRET_KEY: 'test_secret_key_for_the_fake', YOOKASSA_API_URL: fake.apiUrl },
  });
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper');
  store = await moscowStore(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.down = false;
  notifications.length = 0;
});

async function cardOrder(): Promise<OrderCreateResponse['data']> {
  const product = await stockedProduct(t.db, { [store]: 5 });
  await putInBasket(t.db, buyer.userId, product);
  await choose(t.db, buyer.userId, { paymentMethod: 'card-online', orderType: 'in_stock', storeId: store });
  const response = await buyer.create(anna);
  expect(response.statusCode).toBe(200);
  return response.json<OrderCreateResponse>().data;
}

/** Follows the order's backUrl (our pay link) to the provider's page; returns the provider's payment. */
async function goToProvider(data: OrderCreateResponse['data']) {
  const pay = await buyer.get(new URL(data.backUrl).pathname);
  expect(pay.statusCode).toBe(303);
  const [payment] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
  expect(pay.headers.location).toBe(`${fake.origin}/checkout/${payment!.externalId}`);
  return fake.payments.get(payment!.externalId!)!;
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const detailOf = async (id: number) => (await buyer.get(paths.order(id))).json<OrderDetailResponse>().data.attributes;

describe('YooKassa payments (against the local fake)', () => {
  it('creates the payment once, server-side, with our id as Idempotence-Key, our amount and a return to the thank-you page', async () => {
    const data = await cardOrder();
    expect(data.backUrl).toMatch(/^http:\/\/localhost:3000\/api\/sklv\/v6\/payment\/[0-9a-f-]{36}\/pay\/$/);
    expect(fake.calls.filter((call) => call === 'POST /v3/payments')).toHaveLength(0);
    const remote = await goToProvider(data);
    const order = await orderRow(data.orders[0]!.id);
    expect(remote).toMatchObject({ status: 'pending', amount: { value: order.total.toFixed(2), currency: 'RUB' } });
    expect(remote.confirmation.return_url).toBe(`http://localhost:3000/basket/thank-you/?masterOrderId=${data.masterOrderId}`);
    // A second click reuses the payment: one payment at the provider.
    const again = await buyer.get(new URL(data.backUrl).pathname);
    expect(again.headers.location).toBe(remote.confirmation.confirmation_url);
    expect([...fake.payments.values()].filter((p) => p.metadata.payment_id === remote.metadata.payment_id)).toHaveLength(1);
    expect(order).toMatchObject({ paid: false, status: 'N' });
    // Another shopper and a guest cannot use the link.
    const other = await shopper(t.app, t.db, 'operator');
    expect((await other.get(new URL(data.backUrl).pathname)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(data.backUrl).pathname })).statusCode).toBe(404);
  });

  it('pays the order only after the verified notification; a replay and a late "canceled" change nothing', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    expect((await orderRow(data.orders[0]!.id)).paid).toBe(false);
    await fake.settle(remote.id, 'succeeded');
    expect(notifications).toMatchObject([{ status: 200, outcome: 'decided' }]);
    expect(await orderRow(data.orders[0]!.id)).toMatchObject({ paid: true, status: 'A' });
    expect(await detailOf(data.orders[0]!.id)).toMatchObject({ 'status-code': 'A', payment: { paid: true } });
    const [decided] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
    await fake.notify(remote.id, 'payment.succeeded');
    await fake.notify(remote.id, 'payment.canceled');
    expect(notifications.slice(1).map((n) => n.status)).toEqual([200, 200]);
    const [after] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
    expect(after).toEqual(decided);
    expect(await orderRow(data.orders[0]!.id)).toMatchObject({ paid: true, status: 'A' });
  });

  it('a forged notification (the payment still pending at the provider, an unknown id, another shop’s payment) changes nothing', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    await fake.notify(remote.id, 'payment.succeeded');
    await fake.notify('2f6b1a3c-0000-4000-8000-000000000000', 'payment.succeeded');
    const foreign = await fetch(`${fake.apiUrl}/payments`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('shop-481516:test_secret_key_for_the_fake').toString('base64')}`, 'idempotence-key': 'foreign-1', 'content-type': 'application/json' },
      body: JSON.stringify({ amount: { value: '10.00', currency: 'RUB' }, confirmation: { type: 'redirect', return_url: 'https://evil.example/' }, metadata: {} }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    await fake.settle(foreign.id, 'succeeded');
    expect(notifications.map((n) => [n.status, n.outcome])).toEqual([
      [200, 'pending'],
      [200, 'unknown'],
      [200, 'unknown'],
    ]);
    expect(await orderRow(data.orders[0]!.id)).toMatchObject({ paid: false, status: 'N' });
    // A body that is not a notification is refused outright.
    const malformed = await t.app.inject({ method: 'POST', url: paths.paymentNotification('yookassa'), payload: { event: 'payment.succeeded', object: {} } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: { status: string; source: { pointer: string } }[] }>().errors.map((e) => e.source.pointer)).toEqual(['/type', '/object/id']);
  });

  it('a payment whose amount at the provider differs from ours is not accepted', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    remote.amount = { value: '1.00', currency: 'RUB' };
    await fake.settle(remote.id, 'succeeded');
    expect(notifications).toMatchObject([{ status: 200, outcome: 'mismatch' }]);
    expect(await orderRow(data.orders[0]!.id)).toMatchObject({ paid: false, status: 'N' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
    expect(payment!.status).toBe('pending');
  });

  it("a payment canceled at the provider leaves the order 'not paid' with another payment method to choose", async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    await fake.settle(remote.id, 'canceled');
    expect(notifications).toMatchObject([{ status: 200, outcome: 'decided' }]);
    expect(await detailOf(data.orders[0]!.id)).toMatchObject({ status: 'N', 'status-code': 'not paid', actions: { 'can-change-payment': true } });
  });

  it('an outage: the pay link shows a retry (nothing charged), a notification gets 503 so the provider retries it', async () => {
    const data = await cardOrder();
    fake.down = true;
    const pay = await buyer.get(new URL(data.backUrl).pathname);
    expect(pay.statusCode).toBe(503);
    expect(pay.headers['content-type']).toContain('text/html');
    expect(pay.body).toContain('Платёжный сервис не отвечает');
    expect(pay.body).toContain('Попробовать ещё раз');
    const notification = await t.app.inject({ method: 'POST', url: paths.paymentNotification('yookassa'), payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } } });
    expect(notification.statusCode).toBe(503);
    expect(notification.json()).toMatchObject({ errors: [{ status: '503', code: 'payment_provider_unavailable' }] });
    fake.down = false;
    const remote = await goToProvider(data);
    expect(remote.status).toBe('pending');
  });

  it('closing a paid order refunds its money through the provider once, keyed by our refund id', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    await fake.settle(remote.id, 'succeeded');
    const order = await orderRow(data.orders[0]!.id);
    const cancel = await buyer.post(paths.orderCancel, { id: order.id, reason: 'changed-mind' });
    expect(cancel.statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_id === remote.id)).toHaveLength(0);
    const closed = await advanceOrder(t.db, order.number, 'C');
    expect(closed).toMatchObject({ ok: true, change: { refunded: { money: order.total } } });
    t.app.paymentRefunds!.kick();
    await t.app.paymentRefunds!.settled();
    t.app.paymentRefunds!.kick();
    await t.app.paymentRefunds!.settled();
    const refunds = fake.refunds.filter((r) => r.payment_id === remote.id);
    const [queued] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toEqual([expect.objectContaining({ amount: { value: order.total.toFixed(2), currency: 'RUB' }, idempotenceKey: queued!.id })]);
    expect(queued).toMatchObject({ status: 'succeeded', externalId: refunds[0]!.id, attempts: 1 });
  });

  it('finding 19.2: a payment approved after its order was annulled is refunded through the provider', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    const order = await orderRow(data.orders[0]!.id);
    // The shop annuls the order while the shopper is still on the provider's page; the money arrives after.
    expect(await advanceOrder(t.db, order.number, 'C')).toMatchObject({ ok: true, change: { refunded: { money: 0 } } });
    await fake.settle(remote.id, 'succeeded');
    expect(await orderRow(order.id)).toMatchObject({ status: 'C', paid: true });
    const [queued] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(queued).toMatchObject({ status: 'pending', amount: order.total, currency: 'RUB' });
    t.app.paymentRefunds!.kick();
    await t.app.paymentRefunds!.settled();
    expect(fake.refunds.filter((r) => r.payment_id === remote.id)).toEqual([expect.objectContaining({ amount: { value: order.total.toFixed(2), currency: 'RUB' }, idempotenceKey: queued!.id })]);
    // A replayed notification queues nothing more.
    await fake.notify(remote.id, 'payment.succeeded');
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toHaveLength(1);
  });

  it('a refund the provider cannot take now stays queued and goes on the next run', async () => {
    const data = await cardOrder();
    const remote = await goToProvider(data);
    await fake.settle(remote.id, 'succeeded');
    const order = await orderRow(data.orders[0]!.id);
    await advanceOrder(t.db, order.number, 'J');
    fake.down = true;
    t.app.paymentRefunds!.kick();
    await t.app.paymentRefunds!.settled();
    const [failed] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/503/);
    fake.down = false;
    t.app.paymentRefunds!.kick();
    await t.app.paymentRefunds!.settled();
    const [sent] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
    expect(fake.refunds.filter((r) => r.payment_id === remote.id)).toHaveLength(1);
  });
});
