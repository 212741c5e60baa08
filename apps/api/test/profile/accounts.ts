// Signed-in shoppers for the profile tests: a real account row and a session cookie, made directly
// (the phone login has its own tests), plus the catalogue fixtures, the content seed and the tasks.
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type Db } from '../../src/db';
import { users } from '../../src/db/schema';
import { seedContent } from '../../src/db/seed/content';
import { seedTaskList } from '../../src/db/seed/loyalty/tasks';
import { startSession } from '../../src/plugins/session';
import { seedFixtures } from '../helpers/fixtures';

export async function seedProfileFixtures(db: Db): Promise<void> {
  await seedFixtures(db);
  await seedContent(db);
  // The fill-profile record's count-bonus is the FillProfile task's reward (issue 7).
  await seedTaskList(db);
}

export interface Account {
  id: string;
  cookie: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let phoneCounter = 0;

export async function signedInAccount(app: FastifyInstance, db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
  phoneCounter += 1;
  const [row] = await db
    .insert(users)
    .values({ isGuest: false, phone: `7999100${String(phoneCounter).padStart(4, '0')}`, ...values })
    .returning({ id: users.id });
  const cookie = /^(sid=[^;]+)/.exec(await startSession(db, row!.id, false))![1]!;
  return {
    id: row!.id,
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
