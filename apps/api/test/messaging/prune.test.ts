// Old bell messages are deleted (issue 7 leftover; packages/domain messageRetention): read or deleted
// ones 180 days after they were sent, any 365 days after; recent ones and unread ones under a year
// stay. A backlog goes in bounded batches, and the unread count afterwards counts what is left.
import { type MessageListResponse, messagingPaths } from '@ornament/api-contract';
import { messageRetention } from '@ornament/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { pruneBatch, pruneMessages } from '../../src/services/messaging/prune';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';

const day = 24 * 60 * 60 * 1000;
const clock = new Date('2026-06-15T09:00:00Z');
let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: () => clock });
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
});
afterAll(async () => t?.close());

interface Aged {
  title: string;
  daysAgo: number;
  viewed?: boolean;
  deleted?: boolean;
}

async function insert(userId: string, rows: readonly Aged[]): Promise<Map<string, number>> {
  const inserted = await t.db
    .insert(messages)
    .values(
      rows.map((row) => {
        const sentAt = new Date(clock.getTime() - row.daysAgo * day);
        return { userId, subject: 'service', title: row.title, source: 'test', sentAt, viewedAt: row.viewed ? sentAt : null, deletedAt: row.deleted ? sentAt : null };
      }),
    )
    .returning({ id: messages.id, title: messages.title });
  return new Map(inserted.map((row) => [row.title, row.id]));
}

async function unreadOf(who: SignedIn): Promise<number> {
  const response = await who.call({ method: 'GET', url: `${messagingPaths.messageList}?channel=bell&status=finished` });
  expect(response.statusCode).toBe(200);
  return response.json<MessageListResponse>().meta.unread;
}

const remaining = async (ids: Iterable<number>) =>
  (await t.db.select({ id: messages.id }).from(messages).where(inArray(messages.id, [...ids]))).map((row) => row.id);

describe('message retention', () => {
  it('deletes read and deleted messages after 180 days and any after 365, keeping the rest', async () => {
    expect(messageRetention.readMs).toBe(180 * day);
    expect(messageRetention.anyMs).toBe(365 * day);
    const unreadBefore = await unreadOf(anna);
    const ids = await insert(anna.userId, [
      { title: 'read, 181 days', daysAgo: 181, viewed: true },
      { title: 'read, 179 days', daysAgo: 179, viewed: true },
      { title: 'deleted unread, 181 days', daysAgo: 181, deleted: true },
      { title: 'unread, 200 days', daysAgo: 200 },
      { title: 'unread, 364 days', daysAgo: 364 },
      { title: 'unread, 366 days', daysAgo: 366 },
      { title: 'read, 400 days', daysAgo: 400, viewed: true },
      { title: 'unread, today', daysAgo: 0 },
    ]);
    expect(await unreadOf(anna)).toBe(unreadBefore + 4);
    const hersBefore = await unreadOf(aigerim);

    expect(await pruneMessages(t.db, clock)).toBe(4);

    const kept = ['read, 179 days', 'unread, 200 days', 'unread, 364 days', 'unread, today'].map((title) => ids.get(title)!);
    expect((await remaining(ids.values())).sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
    // Three of the four unread ones stay; the seeded messages are days old and stay too.
    expect(await unreadOf(anna)).toBe(unreadBefore + 3);
    expect(await unreadOf(aigerim)).toBe(hersBefore);
    expect(await pruneMessages(t.db, clock)).toBe(0);
  });

  it('deletes a backlog in bounded batches, looping until none is left', async () => {
    const old = Array.from({ length: 25 }, (_, i) => ({ title: `backlog ${i}`, daysAgo: 190 + i, viewed: true }));
    const ids = await insert(aigerim.userId, [...old, { title: 'recent read', daysAgo: 10, viewed: true }]);
    const statements: number[] = [];
    for (let batch = -1; batch !== 0; ) {
      batch = await pruneBatch(t.db, clock, 10);
      statements.push(batch);
    }
    expect(statements).toEqual([10, 10, 5, 0]);
    expect(await remaining(ids.values())).toEqual([ids.get('recent read')]);

    await insert(aigerim.userId, old);
    expect(await pruneMessages(t.db, clock, { batchSize: 10 })).toBe(25);
    expect(await remaining(ids.values())).toEqual([ids.get('recent read')]);
  });

  it('stops before its first batch once the app is stopping', async () => {
    const ids = await insert(anna.userId, [{ title: 'old read', daysAgo: 300, viewed: true }]);
    const stopping = new AbortController();
    stopping.abort();
    expect(await pruneMessages(t.db, clock, { signal: stopping.signal })).toBe(0);
    expect(await remaining(ids.values())).toHaveLength(1);
  });

  it('runs as the app job', async () => {
    const ids = await insert(anna.userId, [{ title: 'old unread', daysAgo: 500 }]);
    t.app.messagePruning.kick();
    await t.app.messagePruning.settled();
    expect(await t.db.select().from(messages).where(eq(messages.id, ids.get('old unread')!))).toEqual([]);
  });
});

describe('the pruning timer', () => {
  it('deletes old messages on its own, once the app is ready', async () => {
    const timed = await buildTestApp({ products: 20, now: () => clock, env: { MESSAGE_PRUNE_INTERVAL_SECONDS: '1' } });
    try {
      const [user] = await timed.db.select({ userId: messages.userId }).from(messages).limit(1);
      const [row] = await timed.db
        .insert(messages)
        .values({ userId: user!.userId, subject: 'service', title: 'old', source: 'test', sentAt: new Date(clock.getTime() - 400 * day) })
        .returning({ id: messages.id });
      await expect
        .poll(async () => (await timed.db.select({ id: messages.id }).from(messages).where(eq(messages.id, row!.id))).length, { timeout: 10_000, interval: 100 })
        .toBe(0);
    } finally {
      await timed.close();
    }
  });
});
