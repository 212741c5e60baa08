import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';

/**
 * Locks the owner's row for the rest of the transaction, so two concurrent adds cannot both pass a
 * count check and push someone past a limit (favourites, folders).
 */
export async function lockOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
