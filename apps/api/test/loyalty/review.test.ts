// Sending a review completes the ProductReview task (issue 7): once per shopper, crediting the
// ledger in the review's transaction, telling the shopper with a task_center message whose raw_data
// carries the task id, and the basket may spend those bonuses at once. Guests complete nothing.
import { type BasketResponse, loyaltyPaths, type MessageListResponse, messagingPaths, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { caller } from '../basket/fixtures';
import { freshShopper, seedLoyaltyFixtures, taskIdOf, traceOf } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedLoyaltyFixtures });
});
afterAll(async () => t?.close());

const review = (article: string) => ({
  method: 'POST' as const,
  url: paths.productComments(article),
  payload: { data: { type: 'ProductComment', attributes: { rating: 5, text: 'Очень красивое кольцо, ношу каждый день.', files: [] } } },
});

describe('the ProductReview task', () => {
  it('completes with the first review: ledger credit, task_center message, spendable in the basket', async () => {
    const shopper = await freshShopper(t.app, t.db, { name: 'Вера' });
    const taskId = await taskIdOf(t.db, 'ProductReview');
    expect((await shopper.call(review('A-1'))).statusCode).toBe(201);

    const trace = await traceOf(t.db, shopper.userId);
    expect(trace.completions).toMatchObject([{ taskId, bonusAmount: 200 }]);
    expect(trace.completions[0]!.cause).toMatch(/^review:\d+$/);
    expect(trace.credits).toMatchObject([{ program: 'bonus', amount: 200, reason: 'task', comment: 'Задание «Оставьте отзыв о покупке»' }]);
    expect(trace.credits[0]!.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(trace.messages).toMatchObject([{ subject: 'task_center', source: 'task', title: 'Задание выполнено', rawData: { task_id: taskId }, link: '/personal/tasks-center/' }]);
    expect(trace.messages[0]!.description).toBe('«Оставьте отзыв о покупке»: вам начислено 200\u00A0бонусов, их можно потратить сразу.');

    // The bell lists it with raw_data as JSON text.
    const bell = (await shopper.call({ method: 'GET', url: `${messagingPaths.messageList}?channel=bell&status=finished` })).json<MessageListResponse>();
    expect(bell.data.find((message) => message.subject === 'task_center')?.view_props.raw_data).toBe(JSON.stringify({ task_id: taskId }));

    // The basket offers them: 30% of a 1 000 ₽ piece is 300, the balance 200.
    const basket = caller(t.app, shopper.cookie);
    expect((await basket.call({ method: 'POST', url: paths.basketCreate, payload: { article: 'B-1' } })).statusCode).toBe(200);
    const calculated = await basket.call({ method: 'POST', url: paths.basketCalculate, payload: { isUseAllBonuses: true } });
    expect(calculated.statusCode).toBe(200);
    expect(calculated.json<BasketResponse>().data.bonusInfo).toMatchObject({ balance: 200, maxSpend: 200 });

    const balance = await shopper.call({ method: 'GET', url: loyaltyPaths.bonusBalance });
    expect(balance.json()).toMatchObject({ data: { attributes: { available: 200, history: [{ amount: 200, reason: 'task' }] } } });
  });

  it('credits nothing for a second review', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect((await shopper.call(review('A-2'))).statusCode).toBe(201);
    expect((await shopper.call(review('A-3'))).statusCode).toBe(201);
    const trace = await traceOf(t.db, shopper.userId);
    expect([trace.completions.length, trace.credits.length, trace.messages.length]).toEqual([1, 1, 1]);
  });

  it('leaves nothing behind when the review is refused', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect((await shopper.call(review('NO-SUCH-ARTICLE'))).statusCode).toBe(404);
    expect(await traceOf(t.db, shopper.userId)).toEqual({ completions: [], credits: [], messages: [] });
  });

  it('is never completed by a guest (fake user), whose review is refused', async () => {
    const guest = caller(t.app);
    expect((await guest.call(review('A-4'))).statusCode).toBe(401);
    const calculated = await guest.call({ method: 'POST', url: paths.basketCalculate, payload: {} });
    const guestId = calculated.json<BasketResponse>().data.userInfo.id;
    expect(await traceOf(t.db, guestId)).toEqual({ completions: [], credits: [], messages: [] });
  });
});
