// Order actions (spec 3 §7): cancel with a reason, change the payment method, prolong a reserve —
// only in the states that allow them, each answered with the order as it is now.
import { type OrderDetailResponse, type OrderSummary, type OrdersResponse, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from './signedIn';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;
let active: OrderSummary[];

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
  active = await activeOf(anna);
});
afterAll(async () => t?.close());

async function activeOf(who: SignedIn): Promise<OrderSummary[]> {
  const pages = await Promise.all([1, 2].map((page) => who.call({ method: 'GET', url: `${paths.ordersByStatus('active')}?page=${page}` })));
  return pages.flatMap((response) => response.json<OrdersResponse>().data);
}

const find = (predicate: (order: OrderSummary['attributes']) => boolean) => active.find((order) => predicate(order.attributes))!;
const post = (who: SignedIn, url: string, payload: object) => who.call({ method: 'POST', url, payload });

describe('cancelling', () => {
  it('annuls an unpaid order at once and keeps the reason and comment', async () => {
    const order = find((o) => o.status === 'A' && o['status-code'] === 'A');
    const response = await post(anna, paths.orderCancel, { id: order.id, reason: 'changed-mind', comment: 'Купила в магазине' });
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetailResponse>().data.attributes;
    expect(detail).toMatchObject({ status: 'C', 'status-code': 'C', 'display-state': 'annuled', 'cancel-reason': 'changed-mind' });
    expect(detail.actions['can-cancel']).toBe(false);
    const [row] = await t.db.select({ comment: orders.cancelComment }).from(orders).where(eq(orders.id, order.id));
    expect(row?.comment).toBe('Купила в магазине');
    const completed = (await anna.call({ method: 'GET', url: paths.ordersByStatus('completed') })).json<OrdersResponse>();
    expect(completed.data.map((o) => o.id)).toContain(order.id);
  });

  it('puts a paid order in cancel in progress, then refuses a second cancel with 409', async () => {
    const order = find((o) => o.status === 'N' && o['status-code'] === 'N');
    const first = await post(anna, paths.orderCancel, { id: order.id, reason: 'wrong-size' });
    expect(first.json<OrderDetailResponse>().data.attributes).toMatchObject({ status: 'N', 'status-code': 'cancel in progress', 'display-state': 'cancel' });
    const second = await post(anna, paths.orderCancel, { id: order.id, reason: 'wrong-size' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errors: [{ status: '409', code: 'order_not_cancellable', detail: 'Этот заказ уже нельзя отменить' }] });
  });

  it('refuses orders on their way and final orders', async () => {
    const sent = find((o) => o.status === 'S');
    expect((await post(anna, paths.orderCancel, { id: sent.id, reason: 'other' })).statusCode).toBe(409);
  });

  it('refuses unknown reasons, bad bodies and another shopper’s order', async () => {
    const order = find((o) => o.status === 'R');
    const reason = await post(anna, paths.orderCancel, { id: order.id, reason: 'because' });
    expect(reason.statusCode).toBe(422);
    expect(reason.json()).toMatchObject({ errors: [{ source: { pointer: '/reason' } }] });
    const body = await post(anna, paths.orderCancel, { id: 'x' });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    const hers = (await activeOf(aigerim)).find((o) => o.attributes.status === 'N')!;
    const foreign = await post(anna, paths.orderCancel, { id: hers.id, reason: 'other' });
    expect(foreign.statusCode).toBe(404);
    expect((await activeOf(aigerim)).find((o) => o.id === hers.id)?.attributes['status-code']).toBe(hers.attributes['status-code']);
  });
});

describe('changing the payment method', () => {
  it('switches an unpaid order to another method of its country', async () => {
    const order = find((o) => o['status-code'] === 'not paid');
    const response = await post(anna, paths.changePaymentMethod, { order_number: order.attributes['order-number'], payment_method: 'sbp' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetailResponse>().data.attributes.payment).toMatchObject({ method: 'sbp', label: 'СБП', paid: false });
  });

  it('refuses paid orders, methods of another country and unknown numbers', async () => {
    const paid = find((o) => o.status === 'S');
    const paidResponse = await post(anna, paths.changePaymentMethod, { order_number: paid.attributes['order-number'], payment_method: 'cash' });
    expect(paidResponse.statusCode).toBe(422);
    expect(paidResponse.json()).toMatchObject({ errors: [{ code: 'order_payment_not_changeable' }] });
    const hersUnpaid = (await activeOf(aigerim)).find((o) => o.attributes['status-code'] === 'not paid')!;
    const installment = await post(aigerim, paths.changePaymentMethod, { order_number: hersUnpaid.attributes['order-number'], payment_method: 'credit-sber' });
    expect(installment.statusCode).toBe(422);
    expect(installment.json()).toMatchObject({ errors: [{ code: 'payment_method_unavailable', source: { pointer: '/payment_method' } }] });
    const unknown = await post(anna, paths.changePaymentMethod, { order_number: hersUnpaid.attributes['order-number'], payment_method: 'cash' });
    expect(unknown.statusCode).toBe(404);
    expect((await post(anna, paths.changePaymentMethod, { order_number: '' })).statusCode).toBe(400);
  });
});

describe('prolonging a reserve', () => {
  it('moves a live pickup reserve by three days, once', async () => {
    const order = find((o) => o.status === 'R' && o['delivery-type'] === 'pickup');
    const before = (await anna.call({ method: 'GET', url: paths.order(order.id) })).json<OrderDetailResponse>().data.attributes.delivery;
    if (before['reserve-prolonged']) throw new Error('the seed should give a reserve that was not prolonged first');
    const response = await post(anna, paths.prolongReserve, { order_number: order.attributes['order-number'] });
    expect(response.statusCode).toBe(200);
    const after = response.json<OrderDetailResponse>().data.attributes;
    expect(Date.parse(after.delivery['reserve-until']!) - Date.parse(before['reserve-until']!)).toBe(3 * 24 * 60 * 60 * 1000);
    expect(after.delivery['reserve-prolonged']).toBe(true);
    expect(after.actions['can-prolong']).toBe(false);
    const again = await post(anna, paths.prolongReserve, { id: order.id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: [{ code: 'reserve_not_prolongable', detail: 'Резерв можно продлить только один раз' }] });
  });

  it('explains why a courier order or an expired reserve cannot be prolonged', async () => {
    const courier = find((o) => o['delivery-type'] === 'courier' && o.status === 'S');
    expect((await post(anna, paths.prolongReserve, { id: courier.id })).json()).toMatchObject({ errors: [{ detail: 'Резерв есть только у заказов с самовывозом из магазина' }] });
    const overdue = find((o) => o['status-colour'] === 'overdue');
    expect((await post(anna, paths.prolongReserve, { id: overdue.id })).json()).toMatchObject({ errors: [{ status: '422', detail: 'Срок резерва истёк, продлить его нельзя' }] });
    expect((await post(anna, paths.prolongReserve, {})).statusCode).toBe(400);
  });
});
