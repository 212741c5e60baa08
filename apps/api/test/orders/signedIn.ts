// A signed-in seeded account for the orders and returns tests: a session started straight in the
// database (the login flow has its own tests), sent as the `sid` cookie.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db';
import { type SeededUserKey, seededUserIds } from '../../src/db/seed/users';
import { startSession } from '../../src/plugins/session';

export interface SignedIn {
  userId: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** `secureCookies`: the app's production cookie (`__Host-sid`), as a production-mode app reads it. */
export async function signedIn(app: FastifyInstance, db: Db, key: SeededUserKey, secureCookies = false): Promise<SignedIn> {
  const userId = (await seededUserIds(db))[key];
  const cookie = (await startSession(db, userId, secureCookies)).split(';')[0]!;
  return { userId, call: (options) => app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }) };
}
