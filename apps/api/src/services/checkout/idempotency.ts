// One checkout attempt per Idempotency-Key (ARCHITECTURE "Safe by construction"): the first request
// claims the key by inserting checkout_attempts in its own transaction; a concurrent duplicate waits
// on that row's primary key and, once the first commits, reads its answer instead of ordering again.
// A failed attempt rolls its claim back with everything else, so the key may be tried again.
import { createHash } from 'node:crypto';
import { type OrderCreateResponse, checkoutErrorCodes, idempotencyKeyHeader, idempotencyKeyMaxLength, orderCreateResponseSchema, orderFieldPointer, orderFields } from '@ornament/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { checkoutAttempts } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { checkoutServerMessages as messages } from './messages';

const keyPattern = new RegExp(`^[A-Za-z0-9_.:-]{8,${idempotencyKeyMaxLength}}$`);

export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[idempotencyKeyHeader];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !keyPattern.test(key)) throw new HttpError(400, checkoutErrorCodes.idempotencyKeyInvalid, messages.idempotencyKeyInvalid, `/headers/${idempotencyKeyHeader}`);
  return key;
}

/** A stable hash of the validated body: key order does not matter. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}


/** The stored answer of this key, 422 when the key came with another body, null when unused. */
export async function storedAnswer(db: Db, userId: string, key: string, requestHash: string): Promise<OrderCreateResponse | null> {
  const [row] = await db
    .select({ requestHash: checkoutAttempts.requestHash, status: checkoutAttempts.responseStatus, response: checkoutAttempts.response })
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new HttpError(422, checkoutErrorCodes.idempotencyKeyReused, messages.idempotencyKeyReused, orderFieldPointer(orderFields.idempotencyKey));
  return row.status === null ? null : orderCreateResponseSchema.parse(row.response);
}

/** Claims the key inside the caller's transaction; false when another request holds it (committed). */
export async function claimKey(db: Db, userId: string, key: string, requestHash: string): Promise<boolean> {
  const claimed = await db
    .insert(checkoutAttempts)
    .values({ userId, idempotencyKey: key, requestHash })
    .onConflictDoNothing()
    .returning({ key: checkoutAttempts.idempotencyKey });
  return claimed.length === 1;
}

/** Only a created order is stored: a failed attempt rolls its claim back with everything else. */
export async function recordAnswer(db: Db, userId: string, key: string, answer: OrderCreateResponse): Promise<void> {
  await db
    .update(checkoutAttempts)
    .set({ responseStatus: 200, response: answer, masterOrderId: answer.data.masterOrderId })
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.idempotencyKey, key)));
}
