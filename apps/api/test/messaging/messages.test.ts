// The bell list, mark-as-viewed and delete (spec 3 §4 "Notification centre", §7 "Notifications"):
// the shopper's own messages only, newest first, with the unread count; another shopper's id is 404.
import { type MessageActionResponse, type MessageListResponse, messagingPaths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { sendMessage } from '../../src/services/messaging/send';

let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
});
afterAll(async () => t?.close());

const list = async (who: SignedIn) => {
  const response = await who.call({ method: 'GET', url: `${messagingPaths.messageList}?channel=bell&status=finished` });
  expect(response.statusCode).toBe(200);
  return response.json<MessageListResponse>();
};
const act = (who: SignedIn, url: string, id: unknown) => who.call({ method: 'POST', url, payload: { id } });

describe('the bell list', () => {
  it('lists the seeded messages newest first with the unread count', async () => {
    const { data, meta } = await list(anna);
    expect(data.length).toBeGreaterThanOrEqual(4);
    const times = data.map((message) => Date.parse(message.sent_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(meta.unread).toBe(data.filter((message) => !message.viewed).length);
    expect(data[0]?.view_props).toMatchObject({ title: expect.any(String), description: expect.any(String), link: expect.any(String) });
  });

  it('serves the slashed path a storefront redirects the browser to', async () => {
    const response = await anna.call({ method: 'GET', url: `${messagingPaths.messageList}/?channel=bell&status=finished` });
    expect(response.statusCode).toBe(200);
    expect((await act(anna, `${messagingPaths.messageMarkAsViewed}/`, 999_999)).statusCode).toBe(404);
  });

  it('answers a guest 401 and a bad channel 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: messagingPaths.messageList })).statusCode).toBe(401);
    const bad = await anna.call({ method: 'GET', url: `${messagingPaths.messageList}?channel=sms` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ status: '400' }] });
  });

  it('puts a new message on top, with its raw_data as JSON text', async () => {
    const sent = await t.db.transaction((tx) => sendMessage(tx, { userId: anna.userId, subject: 'task_center', title: 'Задание выполнено', rawData: { task_id: 2 }, source: 'test' }));
    const { data } = await list(anna);
    expect(data[0]).toMatchObject({ id: sent.id, subject: 'task_center', viewed: false });
    expect(JSON.parse(data[0]!.view_props.raw_data!)).toEqual({ task_id: 2 });
  });
});

describe('marking and deleting', () => {
  it('marks a message viewed once and lowers the unread count', async () => {
    const before = await list(anna);
    const unread = before.data.find((message) => !message.viewed)!;
    const response = await act(anna, messagingPaths.messageMarkAsViewed, unread.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageActionResponse>().data).toEqual({ id: unread.id, unread: before.meta.unread - 1 });
    const again = await act(anna, messagingPaths.messageMarkAsViewed, unread.id);
    expect(again.json<MessageActionResponse>().data.unread).toBe(before.meta.unread - 1);
    expect((await list(anna)).data.find((message) => message.id === unread.id)?.viewed).toBe(true);
  });

  it('deletes a message from the list', async () => {
    const before = await list(anna);
    const target = before.data.at(-1)!;
    expect((await act(anna, messagingPaths.messageDelete, target.id)).statusCode).toBe(200);
    const after = await list(anna);
    expect(after.data.map((message) => message.id)).not.toContain(target.id);
    expect((await act(anna, messagingPaths.messageDelete, target.id)).statusCode).toBe(404);
    expect((await act(anna, messagingPaths.messageMarkAsViewed, target.id)).statusCode).toBe(404);
  });

  it("answers 404 for another shopper's message and changes nothing", async () => {
    const hers = (await list(aigerim)).data.find((message) => !message.viewed)!;
    for (const url of [messagingPaths.messageMarkAsViewed, messagingPaths.messageDelete]) {
      const response = await act(anna, url, hers.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [{ status: '404', detail: 'Сообщение не найдено' }] });
    }
    expect((await list(aigerim)).data.find((message) => message.id === hers.id)?.viewed).toBe(false);
  });

  it.each([['abc'], [-1], [0], [1.5], [null], [99_999_999_999]])('refuses id %j with 400', async (id) => {
    const response = await act(anna, messagingPaths.messageMarkAsViewed, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }] });
  });
});

describe('the operator send', () => {
  const send = (payload: object, token = 'ornament-development-messaging-admin') =>
    t.app.inject({ method: 'POST', url: messagingPaths.messageSend, payload, headers: { authorization: `Bearer ${token}` } });

  it('sends to a shopper by phone', async () => {
    const response = await send({ phone: '79990000001', title: 'Ваш заказ готов', description: 'Заберите его в магазине' });
    expect(response.statusCode).toBe(201);
    expect((await list(anna)).data[0]?.view_props.title).toBe('Ваш заказ готов');
  });

  it('refuses a wrong token, an unknown phone and a missing title', async () => {
    expect((await send({ phone: '79990000001', title: 'x' }, 'wrong-token-wrong')).statusCode).toBe(401);
    expect((await send({ phone: '79990009999', title: 'x' })).statusCode).toBe(404);
    expect((await send({ phone: '79990000001' })).statusCode).toBe(400);
    expect((await send({ title: 'x' })).statusCode).toBe(400);
  });
});

describe('order status moves', () => {
  it('tell the shopper through the bell', async () => {
    const [order] = await t.db.select({ number: orders.number }).from(orders).where(and(eq(orders.userId, anna.userId), eq(orders.status, 'A'))).limit(1);
    const moved = await advanceOrder(t.db, order!.number, 'T');
    expect(moved.ok).toBe(true);
    const top = (await list(anna)).data[0]!;
    expect(top).toMatchObject({ subject: 'order', viewed: false });
    expect(top.view_props.title).toBe(`Заказ № ${order!.number}: готов к выдаче`);
  });
});
