// Issue 22: the gift-card delivery on two API replicas of one PostgreSQL database. Both running at
// once send every due card exactly once between them (FOR UPDATE SKIP LOCKED claims and a lease,
// services/giftCards/deliveryClaims.ts); when one stops, the other sends all that comes due; and
// the cards a replica claimed and then died holding go out from the other once their lease ends.
// PostgreSQL only: PGlite is one connection, so it cannot show two replicas racing.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { giftCardPurchases, giftCards, payments } from '../../src/db/schema';
import { seededUserIds } from '../../src/db/seed/users';
import { loadEnv } from '../../src/env';
import { claimDueDeliveries, deliveryLeaseMs } from '../../src/services/giftCards/deliveryClaims';
import type { SmsProvider } from '../../src/services/sms/provider';
import { type TestApp, buildTestApp } from '../helpers/build';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let clock = new Date();
const now = () => clock;
let serial = 0;

/** An SMS provider that takes a few milliseconds a send, as a real one does, and records each phone. */
function recordingSms(sent: string[]): SmsProvider {
  return {
    send: async ({ phone }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(phone);
    },
  };
}

/** `count` paid cards due now, each to its own phone; returns the phones. */
async function dueCards(count: number): Promise<string[]> {
  const buyer = (await seededUserIds(t.db)).shopper;
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return { number: `9${String(serial).padStart(15, '0')}`, phone: `7916${String(serial).padStart(7, '0')}`, paymentId: randomUUID() };
  });
  await t.db.insert(payments).values(rows.map((row) => ({ id: row.paymentId, masterOrderId: 0, userId: buyer, provider: 'sandbox', amount: 1000, currency: 'RUB', status: 'approved', returnUrl: '/' })));
  await t.db.insert(giftCards).values(rows.map((row) => ({ number: row.number, currency: 'RUB', nominal: 1000, balance: 1000, status: 'active' })));
  await t.db.insert(giftCardPurchases).values(
    rows.map((row) => ({
      paymentId: row.paymentId,
      cardNumber: row.number,
      buyerUserId: buyer,
      recipientName: 'Мария',
      recipientPhone: row.phone,
      recipientEmail: 'maria@example.ru',
      sendAt: clock,
      timezoneOffset: '+03:00',
      deliveryDueAt: new Date(clock.getTime() - 1_000),
    })),
  );
  return rows.map((row) => row.phone);
}

async function replica(sent: string[]): Promise<FastifyInstance> {
  const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, now, sms: recordingSms(sent) });
  await app.ready();
  return app;
}

/** Both replicas kick their job a few times at once, as their timers and payment approvals would. */
async function runTogether(apps: FastifyInstance[]): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const app of apps) app.giftCardDelivery.kick();
    await Promise.all(apps.map((app) => app.giftCardDelivery.settled()));
  }
}

const counts = (phones: string[]) => phones.reduce((map, phone) => map.set(phone, (map.get(phone) ?? 0) + 1), new Map<string, number>());

describe.runIf(onPostgres)('gift-card delivery on two replicas of one database', () => {
  const sentByA: string[] = [];
  const sentByB: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp({ products: 20, now });
    a = await replica(sentByA);
    b = await replica(sentByB);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it('both running: every due card is sent exactly once, the work shared between them', async () => {
    const phones = await dueCards(150);
    await runTogether([a, b]);
    const all = counts([...sentByA, ...sentByB]);
    expect(phones.filter((phone) => all.get(phone) !== 1)).toEqual([]);
    expect(all.size).toBe(150);
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByB.length).toBeGreaterThan(0);
    const delivered = await t.db.select({ at: giftCardPurchases.deliveredAt }).from(giftCardPurchases).where(inArray(giftCardPurchases.recipientPhone, phones));
    expect(delivered.every((row) => row.at !== null)).toBe(true);
  });

  it('one replica claimed cards and died: the other sends them once their lease is over, and only then', async () => {
    const phones = await dueCards(20);
    // A's run got as far as its claim and no further (SIGKILL between claim and send).
    expect(await claimDueDeliveries(t.db, clock, 50)).toHaveLength(20);
    const before = sentByB.length;
    await runTogether([b]);
    expect(sentByB.length).toBe(before);
    clock = new Date(clock.getTime() + deliveryLeaseMs + 1_000);
    await runTogether([b]);
    expect(counts(sentByB.slice(before))).toEqual(new Map(phones.map((phone) => [phone, 1])));
  });

  it('one replica stopped: the other alone sends everything that comes due', async () => {
    await a.close();
    const sentByABefore = sentByA.length;
    const before = sentByB.length;
    const phones = await dueCards(120);
    await runTogether([b]);
    expect(counts(sentByB.slice(before))).toEqual(new Map(phones.map((phone) => [phone, 1])));
    expect(sentByA.length).toBe(sentByABefore);
  });
});
