// One-time tokens in login_tickets: CRM login tickets (24 h) and restore offers of a deactivated
// account (minutes). Only a SHA-256 is stored, and the purpose is part of what is hashed, so a
// restore token never works as a login ticket nor the other way round.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { loginTickets } from '../../db/schema';

export type TicketPurpose = 'ticket' | 'restore';

const tokenPattern = /^[\w-]{43}$/;

function ticketHash(purpose: TicketPurpose, token: string): string {
  return createHash('sha256').update(`${purpose}:${token}`).digest('hex');
}

export async function issueTicket(db: Db, purpose: TicketPurpose, userId: string, now: Date, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginTickets).values({ tokenHash: ticketHash(purpose, token), userId, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return token;
}

/** Spends a live token and gives its user; null for a malformed, unknown, expired or used one. */
export async function spendTicket(db: Db, purpose: TicketPurpose, token: string, now: Date): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(and(eq(loginTickets.tokenHash, ticketHash(purpose, token)), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, now)))
    .returning({ userId: loginTickets.userId });
  return row?.userId ?? null;
}
