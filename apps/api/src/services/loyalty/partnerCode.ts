// A shopper's partner (invite) code (profile/code-partner/): made on the first call and the same
// ever after. Codes are random, not derived from the user id, so one cannot be guessed from another.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { partnerCodes } from '../../db/schema';

/** Letters and digits that cannot be misread on a screen or dictated wrongly (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;
const attempts = 5;

export function newPartnerCode(): string {
  return Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The user's code, creating it once; concurrent first calls agree on one row (primary key on user). */
export async function partnerCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [existing] = await db.select({ code: partnerCodes.code }).from(partnerCodes).where(eq(partnerCodes.userId, userId)).limit(1);
    if (existing) return existing.code;
    // A clash on the user (a concurrent first call) or on the code (another user's) inserts nothing:
    // the next round reads the winner or draws a new code.
    const [created] = await db.insert(partnerCodes).values({ userId, code: newPartnerCode() }).onConflictDoNothing().returning({ code: partnerCodes.code });
    if (created) return created.code;
  }
  throw new Error('no free partner code after several attempts');
}
