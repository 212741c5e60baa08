// POST login (spec 3 §4 code → user): interval limits per phone and address, then one guarded
// check of the code; success finds or creates the account and signs in, a deactivated account gets
// a restore offer instead.
import type { LoginBody, LoginResponse } from '@ornament/api-contract';
import { authLimits } from '@ornament/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { clientIpOf } from '../../plugins/clientIp';
import { checkCode, spendCode } from './codes';
import type { AuthDeps } from './deps';
import { authError, pointers } from './errors';
import { countEvents, recordEvent, secondsBefore } from './events';
import { phoneOf } from './phoneInput';
import { guestOf, signInWithin, signedInAnswer } from './signIn';
import { issueTicket } from './tickets';

const codePattern = new RegExp(`^\\d{${authLimits.codeLength}}$`);

export async function assertIntervalLimits(deps: Pick<AuthDeps, 'db'>, phone: string, ip: string, now: Date, pointer: string = pointers.code): Promise<void> {
  const scope = { kind: 'check', key: phone, ip } as const;
  if ((await countEvents(deps.db, scope, secondsBefore(now, 10))) >= authLimits.checksPer10Seconds) {
    throw authError(429, 'limit_interval_attempts_sec', pointer);
  }
  if ((await countEvents(deps.db, scope, secondsBefore(now, 60))) >= authLimits.checksPerMinute) {
    throw authError(429, 'limit_interval_attempts_min', pointer);
  }
}

interface Account {
  id: string;
  deactivated: boolean;
  created: boolean;
}

/** The real account of the phone, created (with the modal's subscription choices) when there is none. */
async function accountOf(tx: Db, phone: string, subscribe: { sms: boolean; news: boolean }): Promise<Account> {
  const inserted = await tx
    .insert(users)
    .values({ isGuest: false, phone, smsSubscribe: subscribe.sms, newsSubscribe: subscribe.news })
    .onConflictDoNothing({ target: users.phone, where: eq(users.isGuest, false) })
    .returning({ id: users.id });
  if (inserted[0]) return { id: inserted[0].id, deactivated: false, created: true };
  const [row] = await tx
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isGuest, false)))
    .limit(1);
  return { id: row!.id, deactivated: row!.deactivatedAt !== null, created: false };
}

export async function loginWithCode(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply, body: LoginBody): Promise<LoginResponse> {
  const attributes = body.data.attributes;
  const phone = phoneOf(request, attributes.phone);
  const code = (attributes.code ?? '').trim();
  if (!codePattern.test(code)) throw authError(400, 'verification_code_invalid', pointers.code);
  const ip = clientIpOf(request);
  const now = deps.now();
  await assertIntervalLimits(deps, phone, ip, now);
  await recordEvent(deps.db, 'check', ip, phone, now);

  const result = await checkCode(deps.db, deps.hasher, phone, code, now);
  if (result.kind === 'expired') throw authError(422, 'time_expired', pointers.code);
  if (result.kind !== 'ok') {
    await recordEvent(deps.db, 'check_fail', ip, phone, now);
    if (result.kind === 'burnt') throw authError(429, 'limit_attempts', pointers.code);
    throw authError(422, 'invalid_code', pointers.code).withMeta({ 'attempts-left': result.attemptsLeft });
  }

  const subscribe = { sms: attributes['sms-subscribe'] ?? false, news: attributes['news-subscribe'] ?? false };
  const guestId = await guestOf(request);
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, result.codeId, now))) throw authError(422, 'time_expired', pointers.code);
    const account = await accountOf(tx, phone, subscribe);
    // A deactivated account signs in only through the restore step.
    if (account.deactivated) return { account, cookies: null };
    return { account, cookies: await signInWithin(tx, deps, request, guestId, account.id) };
  });
  if (!outcome.cookies) {
    const token = await issueTicket(deps.db, 'restore', outcome.account.id, now, authLimits.restoreTtlSeconds);
    return { data: { type: 'restore', attributes: { token, phone } } };
  }
  return { data: await signedInAnswer(deps, reply, outcome.cookies, outcome.account.id, outcome.account.created) };
}
