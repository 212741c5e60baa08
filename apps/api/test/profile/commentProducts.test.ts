// The reviews area (spec 3 §7, §9): products of completed orders (F, B) not yet reviewed, once per
// article, last year only on request, paged; and the shopper's sent reviews with their status.
import { paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productComments } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Account, seedProfileFixtures, signedInAccount } from './accounts';

let t: TestApp;
let a: Account;
let orderNumber = 5000;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function order(userId: string, status: string, completedDaysAgo: number, articles: [string, string, string][]): Promise<void> {
  orderNumber += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      number: String(orderNumber),
      masterOrderId: orderNumber,
      userId,
      status,
      paymentMethod: 'card-online',
      deliveryType: 'courier',
      recipient: { name: 'Анна', surname: 'Смирнова', phone: '79990000001' },
      currency: 'RUB',
      itemsCost: 10_000,
      total: 10_000,
      createdAt: daysAgo(completedDaysAgo + 3),
      completedAt: status === 'F' || status === 'B' ? daysAgo(completedDaysAgo) : null,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values(articles.map(([article, urlCode, name]) => ({ orderId: row!.id, article, urlCode, name, quantity: 1, price: 5000 })));
}

type Awaiting = { data: { id: string; attributes: { article: string; 'order-number': string; name: string } }[]; meta: Record<string, number> };

beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
  a = await signedInAccount(t.app, t.db);
  await order(a.id, 'F', 400, [['A-1', 'ring-gold-1', 'Кольцо золотое']]);
  await order(a.id, 'B', 10, [['A-2', 'ring-silver-2', 'Кольцо серебряное'], ['A-1', 'ring-gold-1', 'Кольцо золотое']]);
  await order(a.id, 'F', 5, [['A-3', 'earrings-gold-3', 'Серьги золотые']]);
  await order(a.id, 'N', 1, [['A-4', 'earrings-silver-4', 'Серьги серебряные']]);
  await order(a.id, 'C', 1, [['D-1', 'diamant-ring-1', 'Кольцо с бриллиантом']]);
  await t.db.insert(productComments).values([
    { article: 'A-3', userId: a.id, authorName: 'Анна', rating: 5, text: 'Очень красивые серьги, ношу каждый день.', status: 'published', createdAt: daysAgo(2) },
    { article: 'A-4', userId: a.id, authorName: 'Анна', rating: 4, text: 'Хорошие, но застёжка тугая.', status: 'moderation', createdAt: daysAgo(1) },
    { article: 'A-2', userId: null, authorName: 'Кто-то', rating: 3, text: 'Чужой отзыв не в счёт.', status: 'published' },
  ]);
});
afterAll(async () => t?.close());

describe('products awaiting a review', () => {
  it('lists completed purchases not yet reviewed, once per article, newest purchase first', async () => {
    const response = await a.call({ method: 'GET', url: `${paths.commentProducts}?filter[last_year]=0&page-size=10` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Awaiting>();
    expect(body.data.map((item) => item.id)).toEqual(['A-1', 'A-2']);
    expect(body.data[0]?.attributes).toMatchObject({ name: 'Кольцо золотое', 'order-number': '5002' });
    expect(body.meta).toEqual({ 'current-page': 1, 'page-count': 1, 'per-page': 10, 'total-count': 2 });
  });

  it('pages and keeps the total on a page past the end', async () => {
    const page2 = (await a.call({ method: 'GET', url: `${paths.commentProducts}?page-size=1&page=2` })).json<Awaiting>();
    expect(page2.data.map((item) => item.id)).toEqual(['A-2']);
    expect(page2.meta).toEqual({ 'current-page': 2, 'page-count': 2, 'per-page': 1, 'total-count': 2 });
    const past = (await a.call({ method: 'GET', url: `${paths.commentProducts}?page-size=1&page=9` })).json<Awaiting>();
    expect(past).toMatchObject({ data: [], meta: { 'total-count': 2 } });
  });

  it('keeps only the last year with filter[last_year]=1', async () => {
    await order(a.id, 'F', 500, [['A-4', 'earrings-silver-4', 'Серьги серебряные']]);
    const old = await signedInAccount(t.app, t.db);
    await order(old.id, 'F', 500, [['A-2', 'ring-silver-2', 'Кольцо серебряное']]);
    expect((await old.call({ method: 'GET', url: `${paths.commentProducts}?filter[last_year]=0` })).json<Awaiting>().data).toHaveLength(1);
    expect((await old.call({ method: 'GET', url: `${paths.commentProducts}?filter[last_year]=1` })).json<Awaiting>().data).toEqual([]);
  });

  it('rejects bad parameters with 400 and answers guests 401', async () => {
    for (const query of ['filter[last_year]=2', 'page-size=0', 'page-size=51', 'page=0']) {
      const response = await a.call({ method: 'GET', url: `${paths.commentProducts}?${query}` });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: paths.commentProducts })).statusCode).toBe(401);
  });
});

describe('sent reviews', () => {
  it('lists only the own reviews, newest first, with product and status', async () => {
    const response = await a.call({ method: 'GET', url: `${paths.commentProductsSent}?page-size=50` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        { type: 'comment', attributes: { article: 'A-4', status: 'moderation', 'url-code': 'earrings-silver-4', 'product-name': 'Серьги серебряные', rating: 4 } },
        { type: 'comment', attributes: { article: 'A-3', status: 'published' } },
      ],
      meta: { 'current-page': 1, 'page-count': 1, 'per-page': 50, 'total-count': 2 },
    });
    expect((await t.app.inject({ method: 'GET', url: paths.commentProductsSent })).statusCode).toBe(401);
  });
});
