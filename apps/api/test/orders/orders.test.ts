// Orders of the personal account (spec 3 §4, §7): lists by status group with paging meta, the
// detail, final orders, master orders, status, and owner-only access with JSON:API errors.
import { type OrderDetailResponse, type OrdersResponse, paths } from '@ornament/api-contract';
import { ordersPageSize } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPlan } from '../../src/db/seed/orderPlan';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from './signedIn';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;
const finals = new Set(['F', 'B', 'C', 'J']);
const activeCount = orderPlan.filter((plan) => !finals.has(plan.status)).length;
const completedCount = orderPlan.length - activeCount;

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
});
afterAll(async () => t?.close());

async function list(who: SignedIn, status: string, page = 1): Promise<OrdersResponse> {
  const response = await who.call({ method: 'GET', url: `${paths.ordersByStatus(status)}?page=${page}` });
  expect(response.statusCode).toBe(200);
  return response.json<OrdersResponse>();
}

describe('lists by status group', () => {
  it('pages the active orders, newest first, with the spec meta', async () => {
    const first = await list(anna, 'active');
    expect(first.meta).toEqual({ 'current-page': 1, 'page-count': Math.ceil(activeCount / ordersPageSize), 'per-page': ordersPageSize, 'total-count': activeCount });
    expect(first.data).toHaveLength(Math.min(ordersPageSize, activeCount));
    const dates = first.data.map((order) => order.attributes['created-at']);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.every((order) => !finals.has(order.attributes.status))).toBe(true);
    const second = await list(anna, 'active', 2);
    expect(second.data).toHaveLength(activeCount - ordersPageSize);
    expect(new Set([...first.data, ...second.data].map((order) => order.id)).size).toBe(activeCount);
  });

  it('lists completed orders with final codes only and the cards data', async () => {
    const completed = await list(anna, 'completed');
    expect(completed.meta['total-count']).toBe(completedCount);
    expect(completed.data.every((order) => finals.has(order.attributes.status))).toBe(true);
    const card = completed.data[0]!.attributes;
    expect(card.currency).toBe('RUB');
    expect(card.items.length).toBeGreaterThan(0);
    expect(card.items[0]).toMatchObject({ article: expect.any(String), 'url-code': expect.any(String), name: expect.any(String) });
  });

  it('shows every status code, cancel in progress and not paid among the seeded orders', async () => {
    const all = [...(await list(anna, 'active')).data, ...(await list(anna, 'active', 2)).data, ...(await list(anna, 'completed')).data, ...(await list(anna, 'completed', 2)).data];
    const codes = new Set(all.map((order) => order.attributes['status-code']));
    for (const code of ['N', 'A', 'T', 'S', 'R', 'J', 'C', 'F', 'B', 'cancel in progress', 'not paid']) expect(codes).toContain(code);
    const overdue = all.find((order) => order.attributes['status-colour'] === 'overdue');
    expect(overdue?.attributes.status).toBe('T');
    const notPaid = all.find((order) => order.attributes['status-code'] === 'not paid')!;
    expect(notPaid.attributes).toMatchObject({ 'display-state': 'payment', 'status-label': 'Ожидает оплаты', 'status-colour': 'payment' });
  });

  it('answers a page beyond the end with empty data and the meta', async () => {
    const beyond = await list(anna, 'completed', 50);
    expect(beyond).toEqual({ data: [], meta: { 'current-page': 50, 'page-count': Math.ceil(completedCount / ordersPageSize), 'per-page': ordersPageSize, 'total-count': completedCount } });
  });

  it('prices the Kazakh shopper’s orders in tenge', async () => {
    const orders = await list(aigerim, 'completed');
    expect(orders.data.every((order) => order.attributes.currency === 'KZT')).toBe(true);
  });

  it('final-orders lists the completed group', async () => {
    const response = await anna.call({ method: 'GET', url: paths.finalOrders });
    expect(response.json<OrdersResponse>().meta['total-count']).toBe(completedCount);
  });

  it('rejects an unknown group and a bad page with JSON:API 400s', async () => {
    const group = await anna.call({ method: 'GET', url: paths.ordersByStatus('everything') });
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({ errors: [{ status: '400', code: expect.any(String), detail: expect.any(String) }] });
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const response = await anna.call({ method: 'GET', url: `${paths.ordersByStatus('active')}?page=${page}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { source?: { pointer?: string } }[] }>().errors[0]?.source?.pointer).toContain('page');
    }
  });
});

describe('access', () => {
  it('answers 401 to guests and to requests without a session', async () => {
    for (const url of [paths.ordersByStatus('active'), paths.order(1), paths.qr, paths.returns]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errors: [{ status: '401', code: 'auth_required' }] });
    }
  });

  it('hides another shopper’s order behind a 404 with none of its data', async () => {
    const hers = (await list(aigerim, 'active')).data[0]!;
    for (const url of [paths.order(hers.id), paths.orderStatus(hers.id), paths.finalOrder(hers.id)]) {
      const response = await anna.call({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(hers.attributes['order-number']);
      expect(response.json()).toMatchObject({ errors: [{ status: '404', code: 'not_found', detail: 'Заказ не найден' }] });
    }
    const master = await anna.call({ method: 'GET', url: `${paths.ordersOfMaster}?filter[master_order_id]=${hers.attributes['master-order-id']}` });
    expect(master.json()).toEqual({ data: [] });
  });

  it('rejects ids that are not numbers with a 400 and a pointer', async () => {
    for (const id of ['abc', '0', '1.5', '-4', '99999999999']) {
      const response = await anna.call({ method: 'GET', url: paths.order(id) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ status: '400', source: { pointer: expect.stringContaining('id') } }] });
    }
  });
});

describe('one order', () => {
  it('gives the detail of an active order with delivery, payment, costs and actions', async () => {
    const pickup = (await list(anna, 'active')).data.find((order) => order.attributes.status === 'R' && order.attributes['delivery-type'] === 'pickup')!;
    const response = await anna.call({ method: 'GET', url: paths.order(pickup.id) });
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetailResponse>().data.attributes;
    expect(detail.type).toBe('active');
    expect(detail.delivery.store).toMatchObject({ id: expect.any(Number), name: expect.any(String), address: expect.any(String) });
    expect(detail.delivery['reserve-until']).not.toBeNull();
    expect(detail.costs.total).toBe(detail.costs.items + detail.costs.delivery - detail.costs.bonuses);
    expect(detail.costs.items).toBe(detail.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
    expect(detail.recipient).toMatchObject({ name: 'Анна', surname: 'Смирнова', phone: '79990000001' });
    expect(detail.actions['can-cancel']).toBe(true);
    expect(detail.actions['can-return']).toBe(false);
    expect(detail['payment-methods'].map((method) => method.code)).toContain('credit-sber');
  });

  it('marks a completed order complete, with its return and the return deadline', async () => {
    const completed = (await list(anna, 'completed')).data.filter((order) => order.attributes.status === 'B');
    const details = await Promise.all(completed.map(async (order) => (await anna.call({ method: 'GET', url: paths.finalOrder(order.id) })).json<OrderDetailResponse>().data.attributes));
    const withReturn = details.find((detail) => detail['return-number'] !== null)!;
    expect(withReturn.type).toBe('complete');
    expect(withReturn['return-id']).toEqual(expect.any(Number));
    expect(withReturn['return-until']).not.toBeNull();
    expect(withReturn.items.some((item) => item['returned-quantity'] > 0)).toBe(true);
  });

  it('S3.4.33 a cancelled or refused order is complete, in the completed tab, not active', async () => {
    const closed = (await list(anna, 'completed')).data.filter((order) => ['C', 'J'].includes(order.attributes.status));
    expect(closed.length).toBeGreaterThan(0);
    for (const order of closed) {
      const detail = (await anna.call({ method: 'GET', url: paths.order(order.id) })).json<OrderDetailResponse>().data.attributes;
      expect(detail.type, `order ${order.id} (${order.attributes.status})`).toBe('complete');
    }
    const active = (await list(anna, 'active')).data[0]!;
    expect((await anna.call({ method: 'GET', url: paths.order(active.id) })).json<OrderDetailResponse>().data.attributes.type).toBe('active');
  });

  it('refuses final-order for an order that is not completed', async () => {
    const active = (await list(anna, 'active')).data[0]!;
    expect((await anna.call({ method: 'GET', url: paths.finalOrder(active.id) })).statusCode).toBe(404);
  });

  it('gives the orders of a split master order and an order status', async () => {
    const active = [...(await list(anna, 'active')).data, ...(await list(anna, 'active', 2)).data];
    const byMaster = new Map<number, number>();
    for (const order of active) byMaster.set(order.attributes['master-order-id'], (byMaster.get(order.attributes['master-order-id']) ?? 0) + 1);
    const master = [...byMaster].find(([, n]) => n === 2)![0];
    const response = await anna.call({ method: 'GET', url: `${paths.ordersOfMaster}?filter[master_order_id]=${master}` });
    expect(response.json<OrdersResponse>().data).toHaveLength(2);
    const bad = await anna.call({ method: 'GET', url: `${paths.ordersOfMaster}?filter[master_order_id]=x` });
    expect(bad.statusCode).toBe(400);
    const status = await anna.call({ method: 'GET', url: paths.orderStatus(active[0]!.id) });
    expect(status.json()).toMatchObject({ data: { id: active[0]!.id, type: 'order-status', attributes: { 'order-number': active[0]!.attributes['order-number'] } } });
  });

  it('lists the cancel reasons', async () => {
    const response = await anna.call({ method: 'GET', url: paths.cancelReasons });
    expect(response.json<{ data: { code: string; label: string }[] }>().data.map((reason) => reason.code)).toContain('changed-mind');
  });

  it('gives the in-store QR block with an HMAC hash and the bonus card', async () => {
    const response = await anna.call({ method: 'GET', url: paths.qr });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { user_id: string; hash: string; expired_date: string; bonus_card: string; error: null } }>();
    expect(data).toMatchObject({ user_id: anna.userId, hash: expect.stringMatching(/^[0-9a-f]{64}$/), bonus_card: expect.stringMatching(/^7700\d{12}$/), error: null });
    expect(Date.parse(data.expired_date)).toBeGreaterThan(Date.now());
    const again = (await anna.call({ method: 'GET', url: paths.qr })).json<typeof response>();
    expect(again).toMatchObject({ data: { bonus_card: data.bonus_card } });
  });
});
