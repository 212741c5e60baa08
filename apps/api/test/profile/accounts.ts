// Signed-in shoppers for the profile tests: a real account row and a session cookie, made directly
// (the phone login has its own tests), plus the catalogue fixtures, the content seed and the tasks.
import { accountSecurityPaths } from '@ornament/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db';
import { mailOutbox, users } from '../../src/db/schema';
import { seedContent } from '../../src/db/seed/content';
import { seedTaskList } from '../../src/db/seed/loyalty/tasks';
import { startSession } from '../../src/plugins/session';
import { latestCode } from '../auth/helpers';
import { seedFixtures } from '../helpers/fixtures';

export async function seedProfileFixtures(db: Db): Promise<void> {
  await seedFixtures(db);
  await seedContent(db);
  // The fill-profile record's count-bonus is the FillProfile task's reward (issue 7).
  await seedTaskList(db);
}

export interface Account {
  id: string;
  phone: string;
  cookie: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let phoneCounter = 0;

export async function signedInAccount(app: FastifyInstance, db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
  phoneCounter += 1;
  const [row] = await db
    .insert(users)
    .values({ isGuest: false, phone: `7999100${String(phoneCounter).padStart(4, '0')}`, ...values })
    .returning({ id: users.id, phone: users.phone });
  const cookie = /^(sid=[^;]+)/.exec(await startSession(db, row!.id, false))![1]!;
  return {
    id: row!.id,
    phone: row!.phone ?? '',
    cookie,
    call: (options) => app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }),
  };
}

export const userBody = (attributes: Record<string, unknown>) => ({ data: { type: 'user', attributes } });

export interface ErrorList {
  errors: { status: string; code: string; detail: string; source?: { pointer?: string } }[];
}

/** The field names of a 422 list: each pointer's last segment (spec 3 §5). */
export const fieldsOf = (body: ErrorList) => body.errors.map((error) => error.source?.pointer?.split('/').pop());

/** Issue 19 finding 10: asks a confirmation code to the account's phone and reads it from the SMS outbox. */
export async function confirmationCode(db: Db, account: Account): Promise<string> {
  const sent = await account.call({ method: 'POST', url: accountSecurityPaths.confirmationCode });
  if (sent.statusCode !== 200) throw new Error(`confirmation-code answered ${sent.statusCode}: ${sent.body}`);
  return latestCode(db, account.phone);
}

/** The token of the latest confirmation link mailed to the address (the local mail driver's outbox). */
export async function mailedToken(db: Db, email: string): Promise<string> {
  const [letter] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const match = letter ? /[?&]token=([^\s&]+)/.exec(letter.body) : null;
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

export const confirmEmailBy = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: accountSecurityPaths.confirmEmail, payload: { token } });
