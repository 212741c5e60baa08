// Issue 19 finding 10: a session alone may not change the account's e-mail nor set its first password.
// The signed-in shopper asks for a confirmation code to the account's own phone (the login's code
// machinery with purpose 'step_up', so neither kind of code passes for the other, and the same send
// limits and resend cooldown per phone); the change then carries it as `meta.code`, checked here
// (attempt limits as the login's) and spent inside the change's transaction, so it works once.
import { type ConfirmationCodeResponse, accountSecurityErrorCodes, confirmationCodePointer } from '@ornament/api-contract';
import { accountSecurityMessages as m, authLimits, confirmationCodeSms } from '@ornament/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { type SmsProvider, SmsBadResponseError, SmsDeliveryError } from '../sms/provider';
import { type CodeHasher, checkCode, issueCode, withdrawCode } from './codes';
import { authError } from './errors';
import { recordEvent } from './events';
import { assertIntervalLimits } from './login';
import { assertCooldown, assertDailyLimits } from './sendCode';

export { spendCode } from './codes';

export interface StepUpDeps {
  db: Db;
  now: () => Date;
  sms: SmsProvider;
  hasher: CodeHasher;
}

const codePattern = new RegExp(`^\\d{${authLimits.codeLength}}$`);

async function accountPhone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(and(eq(users.id, userId), eq(users.isGuest, false))).limit(1);
  if (!row?.phone) throw new HttpError(422, accountSecurityErrorCodes.noPhone, m.noPhone);
  return row.phone;
}

/** POST confirmation-code/: a code by SMS to the signed-in account's phone (never to a phone the caller names). */
export async function sendConfirmationCode(deps: StepUpDeps, request: FastifyRequest, userId: string): Promise<ConfirmationCodeResponse> {
  const phone = await accountPhone(deps.db, userId);
  const ip = clientIpOf(request);
  const now = deps.now();
  await assertDailyLimits(deps, phone, ip, now);
  await assertCooldown(deps, phone, now);
  const issued = await deps.db.transaction(async (tx) => {
    // The same lock as the login's send-code: one sender per phone, whatever the code is for.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`send-code:${phone}`}))`);
    await assertCooldown({ db: tx }, phone, now);
    await recordEvent(tx, 'send', ip, phone, now);
    return issueCode(tx, deps.hasher, phone, 'sms', ip, now, 'step_up');
  });
  try {
    await deps.sms.send({ phone, channel: 'sms', text: confirmationCodeSms(issued.code) });
  } catch (error) {
    await withdrawCode(deps.db, issued.id);
    if (error instanceof SmsBadResponseError) throw authError(502, 'bad_response');
    if (error instanceof SmsDeliveryError) throw authError(502, 'send_sms_error');
    throw error;
  }
  return {
    data: {
      type: 'code',
      attributes: { 'code-length': authLimits.codeLength, channel: 'sms', 'resend-after': authLimits.resendCooldownSeconds, 'expires-in': authLimits.codeTtlSeconds },
    },
  };
}

/**
 * Checks `meta.code` against the account's live confirmation code and gives its id, to spend with
 * spendCode in the change's transaction. Throws the JSON:API error (pointer /meta/code) otherwise.
 */
export async function checkConfirmationCode(deps: StepUpDeps, request: FastifyRequest, userId: string, given: string | undefined): Promise<string> {
  const code = (given ?? '').trim();
  if (code === '') throw new HttpError(422, accountSecurityErrorCodes.confirmationCodeRequired, m.codeRequired, confirmationCodePointer);
  if (!codePattern.test(code)) throw authError(422, 'verification_code_invalid', confirmationCodePointer);
  const phone = await accountPhone(deps.db, userId);
  const ip = clientIpOf(request);
  const now = deps.now();
  await assertIntervalLimits(deps, phone, ip, now, confirmationCodePointer);
  await recordEvent(deps.db, 'check', ip, phone, now);
  const result = await checkCode(deps.db, deps.hasher, phone, code, now, 'step_up');
  if (result.kind === 'ok') return result.codeId;
  if (result.kind === 'expired') throw authError(422, 'time_expired', confirmationCodePointer);
  await recordEvent(deps.db, 'check_fail', ip, phone, now);
  if (result.kind === 'burnt') throw authError(429, 'limit_attempts', confirmationCodePointer);
  throw authError(422, 'invalid_code', confirmationCodePointer).withMeta({ 'attempts-left': result.attemptsLeft });
}
