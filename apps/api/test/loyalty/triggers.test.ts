// The other events that complete tasks (issue 7), each in its own transaction: a filled profile
// (PATCH user/{id}; the fill-profile record's count-bonus is the same bonus), a subscription switched
// on (the list or the profile flags), and the first bought-out order (advanceOrder to F or B).
import { loyaltyPaths, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import { orders, users } from '../../src/db/schema';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { type TestApp, buildTestApp } from '../helpers/build';
import { confirmEmailBy, mailedToken, userBody } from '../profile/accounts';
import { type Shopper, freshShopper, seedLoyaltyFixtures, taskIdOf, traceOf } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedLoyaltyFixtures });
});
afterAll(async () => t?.close());

const fullProfile = { name: 'Мария', surname: 'Орлова', email: 'maria.orlova@example.ru', birthday: '1992-03-08', gender: 'female' };
const countBonus = async (who: Shopper) => (await who.call({ method: 'GET', url: paths.fillProfile })).json<{ data: { attributes: { 'count-bonus': number } } }>().data.attributes['count-bonus'];
const patch = (who: Shopper, attributes: Record<string, unknown>) => who.call({ method: 'PATCH', url: paths.user(who.userId), payload: userBody(attributes) });
const subscribe = (who: Shopper, id: string, isChecked = true) => who.call({ method: 'POST', url: paths.subscriptions, payload: { data: [{ id, isChecked }] } });

describe('FillProfile', () => {
  it('completes when the last fill-profile field is saved, once, and count-bonus drops to 0', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect(await countBonus(shopper)).toBe(500);
    expect((await patch(shopper, { name: fullProfile.name, surname: fullProfile.surname })).statusCode).toBe(200);
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);

    expect((await patch(shopper, { email: fullProfile.email, birthday: fullProfile.birthday, gender: fullProfile.gender })).statusCode).toBe(200);
    // Issue 19 finding 10: the e-mail is filled once its link confirms it, and that completes the task.
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
    expect((await confirmEmailBy(t.app, await mailedToken(t.db, fullProfile.email))).statusCode).toBe(200);
    const trace = await traceOf(t.db, shopper.userId);
    expect(trace.completions).toMatchObject([{ taskId: await taskIdOf(t.db, 'FillProfile'), bonusAmount: 500, cause: 'profile' }]);
    expect(trace.credits).toMatchObject([{ amount: 500, reason: 'task' }]);
    expect(trace.messages).toHaveLength(1);
    expect(await countBonus(shopper)).toBe(0);

    // Clearing and filling again credits nothing more.
    await patch(shopper, { gender: null });
    await patch(shopper, { gender: 'female' });
    expect((await traceOf(t.db, shopper.userId)).credits).toHaveLength(1);
  });

  it('completes nothing when the patch is refused', async () => {
    const shopper = await freshShopper(t.app, t.db, { name: 'Ия', surname: 'Ли', birthday: '1990-01-01', gender: 'female' });
    expect((await patch(shopper, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
  });
});

describe('Subscription', () => {
  it('completes when a kind goes from off to on in the list, once', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect((await subscribe(shopper, 'email-news')).statusCode).toBe(200);
    const trace = await traceOf(t.db, shopper.userId);
    expect(trace.completions).toMatchObject([{ taskId: await taskIdOf(t.db, 'Subscription'), bonusAmount: 100, cause: 'subscription:email-news' }]);
    await subscribe(shopper, 'email-news', false);
    await subscribe(shopper, 'sms-news');
    expect((await traceOf(t.db, shopper.userId)).credits).toHaveLength(1);
  });

  it('does not complete for a kind already on, nor for switching off', async () => {
    const shopper = await freshShopper(t.app, t.db);
    // order-status-sms is on by default.
    expect((await subscribe(shopper, 'order-status-sms')).statusCode).toBe(200);
    expect((await subscribe(shopper, 'email-news', false)).statusCode).toBe(200);
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
  });

  it('completes through the profile’s subscription flags (PATCH user/{id})', async () => {
    const shopper = await freshShopper(t.app, t.db, { newsSubscribe: true });
    await patch(shopper, { 'news-subscribe': true });
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
    await patch(shopper, { 'sms-subscribe': true });
    expect((await traceOf(t.db, shopper.userId)).completions).toMatchObject([{ cause: 'subscription:sms-subscribe' }]);
  });
});

let orderCounter = 0;
async function placedOrder(db: Db, userId: string): Promise<string> {
  orderCounter += 1;
  const number = `77000${orderCounter}`;
  await db.insert(orders).values({
    number,
    masterOrderId: 770_000 + orderCounter,
    userId,
    status: 'N',
    paymentMethod: 'cash',
    deliveryType: 'pickup',
    recipient: { name: 'Анна', surname: 'Тестова', phone: '79990000001' },
    currency: 'RUB',
    itemsCost: 10_000,
    total: 10_000,
  });
  return number;
}

describe('FirstOrder', () => {
  it('completes when the first order is bought out, with the status move, once', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const first = await placedOrder(t.db, shopper.userId);
    const second = await placedOrder(t.db, shopper.userId);
    expect(await advanceOrder(t.db, first, 'S')).toMatchObject({ ok: true });
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
    expect(await advanceOrder(t.db, first, 'F')).toMatchObject({ ok: true, change: { accrued: 1000 } });
    const trace = await traceOf(t.db, shopper.userId);
    expect(trace.completions).toMatchObject([{ taskId: await taskIdOf(t.db, 'FirstOrder'), bonusAmount: 300, cause: `order:${first}` }]);
    expect(trace.credits).toMatchObject([{ amount: 300, orderId: null }]);
    expect(await advanceOrder(t.db, second, 'B')).toMatchObject({ ok: true });
    expect((await traceOf(t.db, shopper.userId)).credits).toHaveLength(1);

    // The task credit is available now, the order's accrual waits for the return window.
    const balance = await shopper.call({ method: 'GET', url: loyaltyPaths.bonusBalance });
    expect(balance.json()).toMatchObject({ data: { attributes: { available: 300, pending: 2000 } } });
  });

  it('does not complete for an annulled order', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect(await advanceOrder(t.db, await placedOrder(t.db, shopper.userId), 'C')).toMatchObject({ ok: true });
    expect((await traceOf(t.db, shopper.userId)).completions).toEqual([]);
  });

  it('never completes for a guest (fake user)', async () => {
    const [guest] = await t.db.insert(users).values({ isGuest: true }).returning({ id: users.id });
    expect(await advanceOrder(t.db, await placedOrder(t.db, guest!.id), 'F')).toMatchObject({ ok: true });
    expect(await traceOf(t.db, guest!.id)).toEqual({ completions: [], credits: [], messages: [] });
  });
});
