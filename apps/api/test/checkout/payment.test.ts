// The local payment driver: an online payment sends the shopper to the sandbox acquiring page (HTML,
// no script, strict policy); approve pays and confirms the orders, decline leaves them 'not paid'.
import { type OrderCreateResponse, type OrderDetailResponse, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct } from './fixture';

let t: TestApp;
let buyer: Shopper;
let store: number;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper');
  store = await moscowStore(t.db);
});
afterAll(async () => t?.close());

async function onlineOrder(): Promise<{ data: OrderCreateResponse['data']; pagePath: string }> {
  const product = await stockedProduct(t.db, { [store]: 5 });
  await putInBasket(t.db, buyer.userId, product);
  await choose(t.db, buyer.userId, { paymentMethod: 'card-online', orderType: 'in_stock', storeId: store });
  const response = await buyer.create(anna);
  expect(response.statusCode).toBe(200);
  const { data } = response.json<OrderCreateResponse>();
  return { data, pagePath: new URL(data.backUrl).pathname };
}

const detailOf = async (id: number) => (await buyer.get(paths.order(id))).json<OrderDetailResponse>().data.attributes;

describe('sandbox acquiring page', () => {
  it('is served through the storefront origin, without script, under a strict policy, to its owner only', async () => {
    const { data, pagePath } = await onlineOrder();
    expect(data.backUrl).toMatch(/^http:\/\/localhost:3000\/api\/sklv\/v6\/payment\/sandbox\/[0-9a-f-]{36}\/$/);
    const page = await buyer.get(pagePath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' http:\/\/localhost:3000; base-uri 'none'; frame-ancestors 'none'$/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отклонить');
    expect(page.body).toContain(String(data.masterOrderId));
    const operator = await shopper(t.app, t.db, 'operator');
    expect((await operator.get(pagePath)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pagePath })).statusCode).toBe(404);
    expect((await buyer.get(paths.paymentSandbox('not-a-uuid'))).statusCode).toBe(400);
  });

  it('approve: paid and confirmed (A), back to the thank-you page; deciding again changes nothing', async () => {
    const { data, pagePath } = await onlineOrder();
    expect((await detailOf(data.orders[0]!.id))['status-code']).toBe('not paid');
    const approved = await buyer.postForm(pagePath, { decision: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://localhost:3000/basket/thank-you/?masterOrderId=${data.masterOrderId}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
    expect(order).toMatchObject({ paid: true, status: 'A' });
    expect(await detailOf(order!.id)).toMatchObject({ 'status-code': 'A', payment: { paid: true } });
    const again = await buyer.postForm(pagePath, { decision: 'decline' });
    expect(again.statusCode).toBe(303);
    const [payment] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
    expect(payment).toMatchObject({ status: 'approved', amount: order!.total, currency: 'RUB', provider: 'sandbox' });
    const decided = await buyer.get(pagePath);
    expect(decided.body).toContain('Платёж уже завершён');
    expect(decided.body).not.toContain('name="decision"');
  });

  it("decline: the order stays 'not paid' and the account offers another payment method", async () => {
    const { data, pagePath } = await onlineOrder();
    const declined = await buyer.postForm(pagePath, { decision: 'decline' });
    expect(declined.statusCode).toBe(303);
    const detail = await detailOf(data.orders[0]!.id);
    expect(detail).toMatchObject({ status: 'N', 'status-code': 'not paid', 'display-state': 'payment', actions: { 'can-change-payment': true } });
  });

  it('refuses a decision from a foreign origin and an unknown decision', async () => {
    const { pagePath } = await onlineOrder();
    const foreign = await t.app.inject({ method: 'POST', url: pagePath, payload: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect((await buyer.postForm(pagePath, { decision: 'maybe' })).statusCode).toBe(400);
  });

  it('pays on delivery without a payment step, and a server-side caller gets relative URLs', async () => {
    const product = await stockedProduct(t.db, { [store]: 5 });
    await putInBasket(t.db, buyer.userId, product);
    await choose(t.db, buyer.userId, { paymentMethod: 'card-on-delivery', orderType: 'in_stock', storeId: store });
    const response = await buyer.create(anna, { origin: null });
    const { data } = response.json<OrderCreateResponse>();
    expect(data.backUrl).toBe(`/basket/thank-you/?masterOrderId=${data.masterOrderId}`);
    expect(await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId))).toEqual([]);
    expect((await detailOf(data.orders[0]!.id))['status-code']).toBe('N');
  });
});
