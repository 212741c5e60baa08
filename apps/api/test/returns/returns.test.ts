// Returns v5 (spec 3 §7): create for a completed order within the window, never more than was
// bought (also when two requests race), list with pages, one return, cancel only a new one.
import { type OrderDetailResponse, type OrdersResponse, type ReturnCreateBody, type ReturnResponse, type ReturnsResponse, paths } from '@ornament/api-contract';
import { returnsPageSize } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;
let returnable: OrderDetailResponse['data'];

const refund = { holder: 'Анна Смирнова', account: '2202 2000 1234 5678' };

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
  returnable = (await returnableOrders(anna))[0]!;
});
afterAll(async () => t?.close());

async function returnableOrders(who: SignedIn): Promise<OrderDetailResponse['data'][]> {
  const completed = (await who.call({ method: 'GET', url: paths.ordersByStatus('completed') })).json<OrdersResponse>().data;
  const details = await Promise.all(completed.map(async (order) => (await who.call({ method: 'GET', url: paths.order(order.id) })).json<OrderDetailResponse>().data));
  return details.filter((detail) => detail.attributes.actions['can-return']);
}

const create = (who: SignedIn, payload: Partial<ReturnCreateBody> | Record<string, unknown>) => who.call({ method: 'POST', url: paths.returnCreate, payload });
const itemOf = (order: OrderDetailResponse['data'], index = 0) => order.attributes.items[index]!;

describe('creating a return', () => {
  it('seeds returnable completed orders (within 14 days)', () => {
    expect(returnable.attributes.type).toBe('complete');
  });

  it('creates a return and shows it on the order, in the list and by id', async () => {
    const item = itemOf(returnable);
    const response = await create(anna, { orderId: returnable.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'size', comment: 'Мало', refund });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { returnId: number; returnNumber: string; trackNumber: string | null } }>();
    expect(data.returnNumber).toBe(`${returnable.attributes['order-number']}-1`);
    const order = (await anna.call({ method: 'GET', url: paths.order(returnable.id) })).json<OrderDetailResponse>().data.attributes;
    expect(order).toMatchObject({ 'return-id': data.returnId, 'return-number': data.returnNumber });
    expect(order.items[0]!['returned-quantity']).toBe(1);
    const one = (await anna.call({ method: 'GET', url: paths.return(data.returnId) })).json<ReturnResponse>().data.attributes;
    expect(one).toMatchObject({ status: 'new', 'order-id': returnable.id, 'refund-amount': item.price, reason: 'size', 'reason-label': 'Не подошёл размер', 'can-cancel': true });
    expect(one.items).toEqual([expect.objectContaining({ 'order-item-id': item.id, quantity: 1 })]);
    const list = (await anna.call({ method: 'GET', url: paths.returns })).json<ReturnsResponse>();
    expect(list.data[0]?.id).toBe(data.returnId);
  });

  it('refuses more than was bought minus what is already returned, with a pointer', async () => {
    const item = itemOf(returnable);
    const left = item.quantity - 1;
    const response = await create(anna, { orderId: returnable.id, items: [{ orderItemId: item.id, quantity: left + 1 }], reason: 'size', refund });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ status: '422', code: 'return_quantity_exceeded', source: { pointer: '/items/0/quantity' } }] });
  });

  it('lets only one of two racing returns take the last piece', async () => {
    const order = (await returnableOrders(anna)).find((o) => o.attributes.items.some((i) => i.quantity - i['returned-quantity'] === 1))!;
    const item = order.attributes.items.find((i) => i.quantity - i['returned-quantity'] === 1)!;
    const body = { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'defect', refund };
    const results = await Promise.all([create(anna, body), create(anna, body), create(anna, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('refuses items of another order, duplicates, unknown reasons and bad refund details', async () => {
    const other = (await returnableOrders(anna)).find((o) => o.id !== returnable.id)!;
    const foreignItem = await create(anna, { orderId: returnable.id, items: [{ orderItemId: itemOf(other).id, quantity: 1 }], reason: 'size', refund });
    expect(foreignItem.json()).toMatchObject({ errors: [{ status: '422', source: { pointer: '/items/0/orderItemId' } }] });
    const twice = await create(anna, { orderId: other.id, items: [{ orderItemId: itemOf(other).id, quantity: 1 }, { orderItemId: itemOf(other).id, quantity: 1 }], reason: 'size', refund });
    expect(twice.json()).toMatchObject({ errors: [{ source: { pointer: '/items/1/orderItemId' } }] });
    const reason = await create(anna, { orderId: other.id, items: [{ orderItemId: itemOf(other).id, quantity: 1 }], reason: 'whatever', refund });
    expect(reason.json()).toMatchObject({ errors: [{ source: { pointer: '/reason' } }] });
    const account = await create(anna, { orderId: other.id, items: [{ orderItemId: itemOf(other).id, quantity: 1 }], reason: 'size', refund: { holder: 'А', account: '12' } });
    expect(account.statusCode).toBe(400);
    expect(account.json<{ errors: { source?: { pointer?: string } }[] }>().errors.map((e) => e.source?.pointer)).toEqual(expect.arrayContaining([expect.stringContaining('refund')]));
    expect((await create(anna, { orderId: other.id, items: [], reason: 'size', refund })).statusCode).toBe(400);
  });

  it('refuses open orders, orders past the window and another shopper’s orders', async () => {
    const open = (await anna.call({ method: 'GET', url: paths.ordersByStatus('active') })).json<OrdersResponse>().data[0]!;
    const openDetail = (await anna.call({ method: 'GET', url: paths.order(open.id) })).json<OrderDetailResponse>().data;
    const notCompleted = await create(anna, { orderId: open.id, items: [{ orderItemId: itemOf(openDetail).id, quantity: 1 }], reason: 'size', refund });
    expect(notCompleted.json()).toMatchObject({ errors: [{ status: '422', code: 'order_not_returnable' }] });
    const completed = (await anna.call({ method: 'GET', url: paths.ordersByStatus('completed') })).json<OrdersResponse>().data;
    const old = completed.filter((o) => o.attributes.status === 'F').at(-1)!;
    const oldDetail = (await anna.call({ method: 'GET', url: paths.order(old.id) })).json<OrderDetailResponse>().data;
    expect(oldDetail.attributes.actions['can-return']).toBe(false);
    const late = await create(anna, { orderId: old.id, items: [{ orderItemId: itemOf(oldDetail).id, quantity: 1 }], reason: 'size', refund });
    expect(late.statusCode).toBe(422);
    const hers = (await returnableOrders(aigerim))[0]!;
    const foreign = await create(anna, { orderId: hers.id, items: [{ orderItemId: itemOf(hers).id, quantity: 1 }], reason: 'size', refund });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(hers.attributes['order-number']);
  });

  it('closes the window 14 days after completion', async () => {
    const order = (await returnableOrders(anna))[0]!;
    await t.db.update(orders).set({ completedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) }).where(eq(orders.id, order.id));
    const response = await create(anna, { orderId: order.id, items: [{ orderItemId: itemOf(order).id, quantity: 1 }], reason: 'size', refund });
    expect(response.json()).toMatchObject({ errors: [{ code: 'order_not_returnable' }] });
  });
});

describe('listing and cancelling returns', () => {
  it('pages the returns with the spec meta and a page past the end', async () => {
    const list = (await anna.call({ method: 'GET', url: paths.returns })).json<ReturnsResponse>();
    expect(list.meta).toMatchObject({ 'current-page': 1, 'per-page': returnsPageSize });
    expect(list.meta['total-count']).toBeGreaterThanOrEqual(4);
    const statuses = new Set(list.data.map((r) => r.attributes.status));
    for (const status of ['new', 'sent', 'refunded', 'cancelled']) expect(statuses).toContain(status);
    expect(list.data.find((r) => r.attributes.status === 'sent')?.attributes['track-number']).toEqual(expect.any(String));
    const beyond = (await anna.call({ method: 'GET', url: `${paths.returns}?page=9` })).json<ReturnsResponse>();
    expect(beyond.data).toEqual([]);
    expect((await anna.call({ method: 'GET', url: `${paths.returns}?page=x` })).statusCode).toBe(400);
  });

  it('cancels a new return once and frees its quantity; refuses sent ones', async () => {
    const list = (await anna.call({ method: 'GET', url: paths.returns })).json<ReturnsResponse>().data;
    const fresh = list.find((r) => r.attributes.status === 'new')!;
    const cancel = await anna.call({ method: 'PUT', url: paths.returnCancel, payload: { returnNumber: fresh.attributes['return-number'] } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<ReturnResponse>().data.attributes).toMatchObject({ status: 'cancelled', 'can-cancel': false, 'status-label': 'Отменён' });
    const again = await anna.call({ method: 'PUT', url: paths.returnCancel, payload: { returnNumber: fresh.attributes['return-number'] } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: [{ code: 'return_not_cancellable', source: { pointer: '/returnNumber' } }] });
    const sent = list.find((r) => r.attributes.status === 'sent')!;
    expect((await anna.call({ method: 'PUT', url: paths.returnCancel, payload: { returnNumber: sent.attributes['return-number'] } })).statusCode).toBe(422);
    expect((await anna.call({ method: 'PUT', url: paths.returnCancel, payload: {} })).statusCode).toBe(400);
  });

  it('hides another shopper’s returns behind 404s', async () => {
    const hers = (await aigerim.call({ method: 'GET', url: paths.returns })).json<ReturnsResponse>().data[0]!;
    const one = await anna.call({ method: 'GET', url: paths.return(hers.id) });
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain(hers.attributes['return-number']);
    const cancel = await anna.call({ method: 'PUT', url: paths.returnCancel, payload: { returnNumber: hers.attributes['return-number'] } });
    expect(cancel.statusCode).toBe(404);
    expect((await anna.call({ method: 'GET', url: paths.return('abc') })).statusCode).toBe(400);
  });
});

// Last, as it takes another returnable order's item for itself.
describe('the refund of a return', () => {
  it('finding 19.12: gives back to bonuses and the gift card the share they paid, the rest as money', async () => {
    const order = (await returnableOrders(anna)).find((candidate) => candidate.id !== returnable.id)!;
    const item = itemOf(order);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // As if a third of the order had been paid in bonuses and a sixth by gift card.
    const whole = row!.total - row!.deliveryCost + row!.bonusesSpent + row!.starsSpent + row!.giftCardSpent;
    const bonuses = Math.floor(whole / 3);
    const giftCard = Math.floor(whole / 6);
    await t.db.update(orders).set({ bonusesSpent: bonuses, starsSpent: 0, giftCardSpent: giftCard, total: whole - bonuses - giftCard + row!.deliveryCost }).where(eq(orders.id, order.id));
    const response = await create(anna, { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'size', refund });
    expect(response.statusCode).toBe(200);
    const { returnId } = response.json<{ data: { returnId: number } }>().data;
    const back = (await anna.call({ method: 'GET', url: paths.return(returnId) })).json<ReturnResponse>().data.attributes;
    expect(back['refund-bonuses']).toBe(Math.floor((bonuses * item.price) / whole));
    expect(back['refund-gift-card']).toBeCloseTo((giftCard * item.price) / whole, 1);
    expect(back['refund-amount']).toBeLessThan(item.price);
    expect(back['refund-amount'] + back['refund-bonuses'] + back['refund-stars'] + back['refund-gift-card']).toBeCloseTo(item.price, 2);
  });
});
