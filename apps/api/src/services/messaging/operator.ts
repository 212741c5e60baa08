// The operator's send call: the recipient looked up by id or by the phone of a real (non-guest)
// account (the bearer token is checked by plugins/operatorToken).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';

export async function recipientOf(db: Db, target: { userId?: string | undefined; phone?: string | undefined }): Promise<string | null> {
  const where = target.userId ? eq(users.id, target.userId.toLowerCase()) : eq(users.phone, target.phone ?? '');
  const [user] = await db.select({ id: users.id }).from(users).where(and(where, eq(users.isGuest, false))).limit(1);
  return user?.id ?? null;
}
