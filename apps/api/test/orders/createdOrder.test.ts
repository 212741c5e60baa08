// POST v5/profile/orders/created-order/ (S3.7.30): the thank-you page reports a new order as seen;
// only the first report reads `first: true`, with the order's GA4 purchase figures.
import { type CreatedOrderReportResponse, type OrderSummary, type OrdersResponse, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from './signedIn';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;
let fresh: OrderSummary;

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
  [fresh] = (await anna.call({ method: 'GET', url: paths.ordersByStatus('active') })).json<OrdersResponse>().data as [OrderSummary];
  // A just-created order: seeded history counts as already reported.
  await t.db.update(orders).set({ createdReportedAt: null }).where(eq(orders.id, fresh.id));
});
afterAll(async () => t?.close());

const report = (who: SignedIn, payload: unknown) => who.call({ method: 'POST', url: paths.createdOrder, payload: payload as object });

describe('reporting a created order', () => {
  it('S3.7.30: the first report answers first: true with the purchase figures, every later one first: false', async () => {
    const first = await report(anna, { order_id: fresh.id });
    expect(first.statusCode).toBe(200);
    const body = first.json<CreatedOrderReportResponse>().data;
    expect(body).toMatchObject({ id: fresh.id, type: 'created-order', attributes: { first: true, 'order-number': fresh.attributes['order-number'] } });
    const purchase = body.attributes.purchase;
    expect(purchase).toMatchObject({ 'transaction-id': fresh.attributes['order-number'], currency: fresh.attributes.currency, value: fresh.attributes.total });
    expect(purchase.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(fresh.attributes['items-count']);
    expect(purchase.items[0]?.categories.length).toBeGreaterThan(0);
    const [row] = await t.db.select({ at: orders.createdReportedAt }).from(orders).where(eq(orders.id, fresh.id));
    expect(row?.at?.toISOString()).toBe(body.attributes['reported-at']);

    const again = await report(anna, { order_id: fresh.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<CreatedOrderReportResponse>().data.attributes).toMatchObject({ first: false, 'reported-at': body.attributes['reported-at'], purchase });
  });

  it('S3.7.30: two reports at once record one first', async () => {
    const [other] = (await anna.call({ method: 'GET', url: paths.ordersByStatus('completed') })).json<OrdersResponse>().data as [OrderSummary];
    await t.db.update(orders).set({ createdReportedAt: null }).where(eq(orders.id, other.id));
    const answers = await Promise.all([report(anna, { order_id: other.id }), report(anna, { order_id: other.id })]);
    expect(answers.map((answer) => answer.json<CreatedOrderReportResponse>().data.attributes.first).sort()).toEqual([false, true]);
  });

  it('S3.7.30: another shopper’s order reads 404 and stays unreported; a missing one 404 too', async () => {
    const [hers] = (await aigerim.call({ method: 'GET', url: paths.ordersByStatus('active') })).json<OrdersResponse>().data as [OrderSummary];
    await t.db.update(orders).set({ createdReportedAt: null }).where(eq(orders.id, hers.id));
    const foreign = await report(anna, { order_id: hers.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [{ status: '404', detail: 'Заказ не найден' }] });
    const [row] = await t.db.select({ at: orders.createdReportedAt }).from(orders).where(eq(orders.id, hers.id));
    expect(row?.at).toBeNull();
    expect((await report(aigerim, { order_id: hers.id })).json<CreatedOrderReportResponse>().data.attributes.first).toBe(true);
    expect((await report(anna, { order_id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('S3.7.30: a guest gets 401 and bad bodies 400, JSON:API', async () => {
    const guest = await t.app.inject({ method: 'POST', url: paths.createdOrder, payload: { order_id: fresh.id } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ errors: [{ status: '401' }] });
    for (const payload of [{}, { order_id: 'x' }, { order_id: 0 }, { order_id: 1.5 }, { id: fresh.id }]) {
      const bad = await report(anna, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: [{ status: '400' }] });
    }
  });
});
