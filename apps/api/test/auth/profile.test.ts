// GET profile for the three kinds of caller, and the seeded accounts (issue 5).
import { paths, profileResponseSchema } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returns, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { seededUserIds, seededUsers } from '../../src/db/seed/users';
import { profileOf } from '../../src/services/profile/userResource';
import { type TestApp, buildTestApp } from '../helpers/build';
import { favoriteBody, shopper } from '../favorites/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 30 });
});
afterAll(async () => t?.close());

describe('GET profile', () => {
  it('answers an empty guest profile to a request without a session, creating nobody', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const response = await t.app.inject({ method: 'GET', url: `${paths.profile}?standalone=true` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = profileResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ id: '', type: 'user', isGuest: true });
    expect(body.data.attributes).toMatchObject({ phone: null, name: null, roles: [], 'sms-subscribe': false, 'has-returns': false });
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('answers a guest session with its id and isGuest', async () => {
    const guest = shopper(t.app);
    const [product] = await t.db.query.products.findMany({ limit: 1 });
    await guest.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(product!.article) });
    expect(guest.cookie).toBeDefined();
    const body = profileResponseSchema.parse((await guest.call({ method: 'GET', url: paths.profile })).json());
    expect(body.data.isGuest).toBe(true);
    expect(body.data.id).not.toBe('');
    expect(body.data.attributes.phone).toBeNull();
  });

  it('rejects an unknown standalone value with a JSON:API 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${paths.profile}?standalone=maybe` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/query/standalone');
  });
});

describe('profileOf', () => {
  it('gives a signed-in user every attribute, has-returns from the returns table', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ isGuest: false, phone: '79161230000', name: 'Вера', gender: 'female', birthday: '1991-02-03', roles: ['employee_watches'], smsSubscribe: true })
      .returning();
    const before = await profileOf(t.db, { id: user!.id, isGuest: false });
    expect(before.data).toMatchObject({ id: user!.id, isGuest: false });
    expect(before.data.attributes).toMatchObject({
      'common-id': user!.id,
      phone: '79161230000',
      name: 'Вера',
      gender: 'female',
      birthday: '1991-02-03',
      roles: ['employee_watches'],
      'sms-subscribe': true,
      'news-subscribe': false,
      'has-returns': false,
    });
    const recipient = { name: 'Вера', surname: 'Иванова', phone: '79161230000' };
    const [order] = await t.db
      .insert(orders)
      .values({ number: 'T-1', masterOrderId: 1, userId: user!.id, status: 'F', paymentMethod: 'cash', deliveryType: 'pickup', recipient, currency: 'RUB', itemsCost: 1000, total: 1000 })
      .returning();
    await t.db.insert(returns).values({ number: 'R-1', userId: user!.id, orderId: order!.id, status: 'new', reason: 'size', refundAmount: 1000, currency: 'RUB' });
    expect((await profileOf(t.db, { id: user!.id, isGuest: false })).data.attributes['has-returns']).toBe(true);
  });
});

describe('seeded accounts', () => {
  it('exist after the seed with their roles, and a re-seed neither duplicates them nor deletes real users', async () => {
    const ids = await seededUserIds(t.db);
    const [operator] = await t.db.select().from(users).where(eq(users.id, ids.operator));
    expect(operator).toMatchObject({ isGuest: false, phone: seededUsers.operator.phone, roles: ['call_center_operator'] });
    const [other] = await t.db.insert(users).values({ isGuest: false, phone: '79161112233', name: 'Реальный' }).returning();

    await seedDatabase(t.db, { products: 30 });

    expect(await seededUserIds(t.db)).toEqual(ids);
    const real = await t.db.select().from(users).where(eq(users.isGuest, false));
    expect(real.filter((row) => row.phone === seededUsers.shopper.phone)).toHaveLength(1);
    expect(real.some((row) => row.id === other!.id)).toBe(true);
  });
});
