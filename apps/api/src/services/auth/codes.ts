// One-time login codes (OWASP ASVS 5.0 V6.6): 6 digits from a CSPRNG, stored only as an HMAC keyed by
// a server secret, valid 5 minutes, single use, at most 5 checks. A new code replaces the previous one
// of the same purpose: a login code and the profile's confirmation code (issue 19 finding 10) never
// stand in for each other, while the resend cooldown counts every code the phone was sent.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { authLimits } from '@ornament/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { verificationCodes } from '../../db/schema';
import type { SmsChannel } from '../sms/provider';

export interface CodeHasher {
  hash(codeId: string, code: string): string;
}

export function codeHasher(secret: string): CodeHasher {
  return { hash: (codeId, code) => createHmac('sha256', secret).update(`${codeId}:${code}`).digest('hex') };
}

/** `length` random digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** What a code was sent for: logging in, or confirming a sensitive profile change of the signed-in shopper. */
export type CodePurpose = 'login' | 'step_up';

export interface IssuedCode {
  id: string;
  code: string;
  /** A flash call's caller number (E.164 digits), whose last digits are the code. */
  callerNumber: string | null;
}

/** Replaces any live code of the phone and purpose with a new one (inside the caller's transaction). */
export async function issueCode(tx: Db, hasher: CodeHasher, phone: string, channel: SmsChannel, ip: string, now: Date, purpose: CodePurpose = 'login'): Promise<IssuedCode> {
  await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
  const code = randomDigits(authLimits.codeLength);
  // A Russian mobile number: +7 9XX, then the code as its last digits.
  const callerNumber = channel === 'flash_call' ? `79${randomDigits(9 - authLimits.codeLength)}${code}` : null;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + authLimits.codeTtlSeconds * 1000);
  await tx.insert(verificationCodes).values({ id, phone, purpose, codeHash: hasher.hash(id, code), channel, ip, createdAt: now, expiresAt });
  return { id, code, callerNumber };
}

/** Withdraws a code that could not be delivered, so it neither works nor holds the resend cooldown. */
export async function withdrawCode(db: Db, codeId: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
}

/** When the phone's latest code (of any purpose) was sent, for the resend cooldown. */
export async function lastSentAt(db: Db, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.phone, phone))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export type CheckResult =
  | { kind: 'ok'; codeId: string }
  | { kind: 'wrong'; attemptsLeft: number }
  /** The check that spent the last attempt was wrong, or no attempt was left: the code is burnt. */
  | { kind: 'burnt' }
  /** No code, or only expired or used ones. */
  | { kind: 'expired' };

/**
 * Checks a code against the phone's live code of that purpose. The attempt is taken by one guarded UPDATE
 * (attempts < limit, unused, unexpired), so concurrent guesses can never check more than the limit.
 */
export async function checkCode(db: Db, hasher: CodeHasher, phone: string, code: string, now: Date, purpose: CodePurpose = 'login'): Promise<CheckResult> {
  const [latest] = await db
    .select({ id: verificationCodes.id, attempts: verificationCodes.attempts, usedAt: verificationCodes.usedAt, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now) return { kind: 'expired' };
  if (latest.attempts >= authLimits.codeMaxAttempts) return { kind: 'burnt' };
  if (latest.usedAt) return { kind: 'expired' };

  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        lt(verificationCodes.attempts, authLimits.codeMaxAttempts),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });
  if (!taken) return { kind: 'burnt' };

  const expected = Buffer.from(taken.codeHash, 'hex');
  const actual = Buffer.from(hasher.hash(latest.id, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return { kind: 'ok', codeId: latest.id };
  const attemptsLeft = authLimits.codeMaxAttempts - taken.attempts;
  if (attemptsLeft > 0) return { kind: 'wrong', attemptsLeft };
  await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, latest.id));
  return { kind: 'burnt' };
}

/** Spends a checked code inside the login transaction; false when a concurrent login spent it first. */
export async function spendCode(tx: Db, codeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}
