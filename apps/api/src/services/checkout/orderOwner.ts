// Whose account an order lands in. A call-centre operator orders on behalf of a customer (spec 3 §6):
// when the recipient's phone belongs to a registered account, the order is theirs, so they follow
// it in their personal area; otherwise it stays with the operator. Either way `placed_by` records the
// operator, who follows it from the thank-you page.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';

export async function orderOwnerOf(db: Db, sessionUserId: string, onBehalfOfPhone: string | null): Promise<string> {
  if (!onBehalfOfPhone) return sessionUserId;
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, onBehalfOfPhone), eq(users.isGuest, false)))
    .limit(1);
  return customer?.id ?? sessionUserId;
}
