// The operator's send call: a bearer token compared in constant time, and the recipient looked up by
// id or by the phone of a real (non-guest) account.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Db } from '../../db';
import { users } from '../../db/schema';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function operatorAuthorised(adminToken: string | null, authorization: string | undefined): boolean {
  if (adminToken === null || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(adminToken));
}

export async function recipientOf(db: Db, target: { userId?: string | undefined; phone?: string | undefined }): Promise<string | null> {
  const where = target.userId ? eq(users.id, target.userId.toLowerCase()) : eq(users.phone, target.phone ?? '');
  const [user] = await db.select({ id: users.id }).from(users).where(and(where, eq(users.isGuest, false))).limit(1);
  return user?.id ?? null;
}
