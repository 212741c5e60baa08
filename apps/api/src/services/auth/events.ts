// The auth events the limits count (schema/auth.ts authEvents): kept in the database so every API
// replica counts the same. The key is a phone (E.164 digits) or, for the e-mail login, 'mailto:<e-mail>'.
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { authEvents } from '../../db/schema';

export type AuthEventKind = 'send' | 'check' | 'check_fail' | 'captcha_fail' | 'email_fail';

export interface EventScope {
  kind: AuthEventKind;
  /** Count only this key's events (phone or mailto: e-mail). */
  key?: string;
  /** Count only this address's events. */
  ip?: string;
}

export async function recordEvent(db: Db, kind: AuthEventKind, ip: string, key: string | null, at: Date): Promise<void> {
  await db.insert(authEvents).values({ kind, ip, phone: key, createdAt: at });
}

/** Events of the scope since `since` (exclusive). */
export async function countEvents(db: Db, scope: EventScope, since: Date): Promise<number> {
  const conditions: SQL[] = [eq(authEvents.kind, scope.kind), gt(authEvents.createdAt, since)];
  if (scope.key !== undefined) conditions.push(eq(authEvents.phone, scope.key));
  if (scope.ip !== undefined) conditions.push(eq(authEvents.ip, scope.ip));
  const [row] = await db.select({ n: count() }).from(authEvents).where(and(...conditions));
  return row?.n ?? 0;
}

export function secondsBefore(now: Date, seconds: number): Date {
  return new Date(now.getTime() - seconds * 1000);
}

export const daySeconds = 24 * 60 * 60;
