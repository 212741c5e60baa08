// The loyalty tests' world: the basket fixtures (a small catalogue with exact prices, the seeded
// accounts with their welcome bonuses) plus the issue 7 seed (tasks, Anna's completed ones, personal
// offers), and helpers to read what a completion leaves behind.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { loyaltyLedger, messages, taskCompletions, tasks, users } from '../../src/db/schema';
import { seedTasksAndOffers } from '../../src/db/seed/loyalty';
import { seededUserIds } from '../../src/db/seed/users';
import { startSession } from '../../src/plugins/session';
import { expect } from 'vitest';
import { seedBasketFixtures } from '../basket/fixtures';

/** The seed's day (today, UTC midnight, as the real seed counts) for the lasting offers and Anna's completions. */
export const seedToday = new Date(new Date().setUTCHours(0, 0, 0, 0));

export async function seedLoyaltyFixtures(db: Db): Promise<void> {
  await seedBasketFixtures(db);
  const ids = await seededUserIds(db);
  await db.transaction((tx) => seedTasksAndOffers(tx, ids, seedToday));
}

export interface Shopper {
  userId: string;
  cookie: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let phoneCounter = 0;

/** A fresh signed-in account (no bonuses, no tasks), with `values` for its profile columns. */
export async function freshShopper(app: FastifyInstance, db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<Shopper> {
  phoneCounter += 1;
  const [row] = await db
    .insert(users)
    .values({ isGuest: false, phone: `7999200${String(phoneCounter).padStart(4, '0')}`, ...values })
    .returning({ id: users.id });
  return sessionOf(app, db, row!.id);
}

export async function sessionOf(app: FastifyInstance, db: Db, userId: string): Promise<Shopper> {
  const cookie = (await startSession(db, userId, false)).split(';')[0]!;
  return { userId, cookie, call: (options) => app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }) };
}

export async function taskIdOf(db: Db, type: string): Promise<number> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.type, type));
  return row!.id;
}

/** What completing tasks left for a user: completions, 'task' credits, task_center messages. */
export async function traceOf(db: Db, userId: string) {
  return {
    completions: await db.select().from(taskCompletions).where(eq(taskCompletions.userId, userId)),
    credits: await db.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.reason, 'task'))),
    messages: await db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.subject, 'task_center'))),
  };
}

export const jsonApiError = (status: number) => ({ errors: [expect.objectContaining({ status: String(status) })] });
