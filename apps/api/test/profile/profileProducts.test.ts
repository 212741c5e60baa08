// GET v5/profile/products/ (S1.7.20, S3.7.44): the shopper's purchased products — articles of
// completed orders (F, B), once each at their latest purchase, newest first, marked rated or not.
import { type ProfileProductsResponse, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productComments } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Account, seedProfileFixtures, signedInAccount } from './accounts';

let t: TestApp;
let a: Account;
let orderNumber = 7000;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function order(userId: string, status: string, completedDaysAgo: number, lines: [string, string, string, number][], currency = 'RUB'): Promise<void> {
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
      currency,
      itemsCost: 10_000,
      total: 10_000,
      createdAt: daysAgo(completedDaysAgo + 3),
      completedAt: status === 'F' || status === 'B' ? daysAgo(completedDaysAgo) : null,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values(lines.map(([article, urlCode, name, price]) => ({ orderId: row!.id, article, urlCode, name, quantity: 1, price })));
}

beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
  a = await signedInAccount(t.app, t.db);
  await order(a.id, 'F', 40, [['P-1', 'ring-gold-1', 'Кольцо золотое', 4000]]);
  await order(a.id, 'B', 10, [['P-2', 'ring-silver-2', 'Кольцо серебряное', 2500], ['P-1', 'ring-gold-1', 'Кольцо золотое', 4200]]);
  await order(a.id, 'F', 5, [['P-3', 'earrings-gold-3', 'Серьги золотые', 9000]]);
  await order(a.id, 'S', 1, [['P-4', 'earrings-silver-4', 'Серьги серебряные', 1500]]);
  await order(a.id, 'C', 1, [['P-5', 'diamant-ring-5', 'Кольцо с бриллиантом', 90_000]]);
  await t.db.insert(productComments).values([
    { article: 'P-3', userId: a.id, authorName: 'Анна', rating: 5, text: 'Очень красивые серьги, ношу каждый день.', status: 'published', createdAt: daysAgo(2) },
    { article: 'P-2', userId: null, authorName: 'Кто-то', rating: 3, text: 'Чужой отзыв не в счёт.', status: 'published' },
  ]);
});
afterAll(async () => t?.close());

describe('purchased products', () => {
  it('S3.7.44: lists completed purchases once per article, newest first, with the card fields and the own rating', async () => {
    const response = await a.call({ method: 'GET', url: paths.profileProducts });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<ProfileProductsResponse>();
    expect(body.data.map((item) => item.id)).toEqual(['P-3', 'P-1', 'P-2']);
    expect(body.data[0]?.attributes).toMatchObject({ article: 'P-3', 'url-code': 'earrings-gold-3', name: 'Серьги золотые', price: 9000, currency: 'RUB', rated: true, rating: 5 });
    // P-1 was bought twice: the latest purchase (order 7002, 4200 ₽) stands for it.
    expect(body.data[1]?.attributes).toMatchObject({ 'order-number': '7002', price: 4200, rated: false, rating: null, image: paths.productImage('ring-gold-1', 'white', 0) });
    // Someone else's review of P-2 does not rate it for this shopper.
    expect(body.data[2]?.attributes.rated).toBe(false);
    expect(body.meta).toEqual({ 'total-count': 3, 'unrated-count': 2 });
  });

  it('S1.7.20: takes ?standalone=true as GET profile/ does, and refuses other values with 400', async () => {
    const standalone = await a.call({ method: 'GET', url: `${paths.profileProducts}?standalone=true` });
    expect(standalone.statusCode).toBe(200);
    expect(standalone.json<ProfileProductsResponse>().meta['total-count']).toBe(3);
    const bad = await a.call({ method: 'GET', url: `${paths.profileProducts}?standalone=yes` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ status: '400' }] });
  });

  it('S3.7.44: an account with nothing bought gets an empty list, a product gone from the catalogue no picture; a guest gets 401 JSON:API', async () => {
    const fresh = await signedInAccount(t.app, t.db);
    expect((await fresh.call({ method: 'GET', url: paths.profileProducts })).json()).toEqual({ data: [], meta: { 'total-count': 0, 'unrated-count': 0 } });
    await order(fresh.id, 'F', 3, [['G-1', 'gone-ring-1', 'Кольцо снято с продажи', 3000]]);
    const gone = (await fresh.call({ method: 'GET', url: paths.profileProducts })).json<ProfileProductsResponse>();
    expect(gone.data[0]?.attributes).toMatchObject({ name: 'Кольцо снято с продажи', image: null, rated: false });
    const guest = await t.app.inject({ method: 'GET', url: paths.profileProducts });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ errors: [{ status: '401' }] });
  });
});
