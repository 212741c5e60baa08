// Issue 19 finding 13: guests and sessions are bounded. One address starts at most
// authLimits.newGuestsPerIpPerHour guest sessions an hour (then 429, while existing sessions go on);
// ended sessions (expired or idle) are deleted, and so are guest accounts left with no session and no
// order once older than the retention; signed-in accounts and guests with orders stay.
import { paths } from '@ornament/api-contract';
import { authLimits } from '@ornament/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, sessions, users } from '../../src/db/schema';
import { hashToken, sessionIdleSeconds } from '../../src/plugins/session';
import { pruneSessions } from '../../src/services/sessions/prune';
import { type TestApp, buildTestApp } from '../helpers/build';

const day = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  [{ article }] = (await t.db.select({ article: products.article }).from(products).limit(1)) as [{ article: string }];
});
afterAll(async () => t?.close());

let article = '';

/** A cookie-less write that needs an owner (a favourite): it starts a guest session. */
const newGuestFrom = (address: string) =>
  t.app.inject({ method: 'POST', url: paths.favorites, remoteAddress: address, payload: { data: { type: 'favorite', attributes: { article } } } });

describe('finding 13: guests and sessions are bounded', () => {
  it('one address starts only so many guest sessions an hour; another address and a held session go on', async () => {
    const address = '198.51.100.23';
    let held = '';
    for (let i = 0; i < authLimits.newGuestsPerIpPerHour; i += 1) {
      const response = await newGuestFrom(address);
      expect(response.headers['set-cookie'], `guest ${i}`).toBeDefined();
      held ||= String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;
    }
    const refused = await newGuestFrom(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: [{ status: '429', code: 'rate_limited', detail: 'Слишком много запросов с вашего адреса. Попробуйте позже' }] });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await newGuestFrom('198.51.100.24')).headers['set-cookie']).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: paths.favorites, remoteAddress: address, headers: { cookie: held } });
    expect(again.json()).toMatchObject({ meta: { 'total-count': 1 } });
    // Loopback is the machine itself (the demo, the suites): not counted.
    for (let i = 0; i < 3; i += 1) expect((await newGuestFrom('127.0.0.1')).statusCode).not.toBe(429);
  }, 120_000);

  it('deletes ended sessions and abandoned guests; keeps live sessions, accounts and guests with orders', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (authLimits.guestRetentionDays + 1) * day);
    const [abandoned, recentGuest, guestWithOrder, liveGuest, account] = await t.db
      .insert(users)
      .values([
        { isGuest: true, createdAt: old },
        { isGuest: true, createdAt: now },
        { isGuest: true, createdAt: old },
        { isGuest: true, createdAt: old },
        { isGuest: false, phone: '79035550101', createdAt: old },
      ])
      .returning({ id: users.id });
    const session = (userId: string, token: string, dates: { expiresAt?: Date; lastSeenAt?: Date } = {}) => ({
      tokenHash: hashToken(token),
      userId,
      expiresAt: dates.expiresAt ?? new Date(now.getTime() + 30 * day),
      lastSeenAt: dates.lastSeenAt ?? now,
    });
    await t.db.insert(sessions).values([
      session(abandoned!.id, 'expired', { expiresAt: new Date(now.getTime() - day) }),
      session(recentGuest!.id, 'idle', { lastSeenAt: new Date(now.getTime() - sessionIdleSeconds * 1000 - day) }),
      session(liveGuest!.id, 'live'),
    ]);
    const [order] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    await t.db.update(orders).set({ userId: guestWithOrder!.id }).where(eq(orders.id, order!.id));

    const removed = await pruneSessions(t.db, now, { batchSize: 2 });
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, ['expired', 'idle', 'live'].map(hashToken)));
    expect(left).toEqual([{ tokenHash: hashToken('live') }]);
    const kept = new Set((await t.db.select({ id: users.id }).from(users).where(inArray(users.id, [abandoned!.id, recentGuest!.id, guestWithOrder!.id, liveGuest!.id, account!.id]))).map((row) => row.id));
    expect(kept).toEqual(new Set([recentGuest!.id, guestWithOrder!.id, liveGuest!.id, account!.id]));
    expect(await pruneSessions(t.db, now)).toEqual({ sessions: 0, guests: 0 });
  });
});
