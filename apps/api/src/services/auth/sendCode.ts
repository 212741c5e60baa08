// POST send-code (spec 3 §4 phone → captcha → code / flash_call). The answer never depends on
// whether the phone has an account. Order of the gates: daily limits, resend cooldown, captcha.
import type { SendCodeBody, SendCodeResponse } from '@ornament/api-contract';
import { authLimits, authSmsTexts, formatPhone } from '@ornament/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { createCaptcha, solveCaptcha } from './captcha';
import { issueCode, lastSentAt, withdrawCode } from './codes';
import type { AuthDeps } from './deps';
import { authError, pointers } from './errors';
import { countEvents, daySeconds, recordEvent, secondsBefore } from './events';
import { phoneOf } from './phoneInput';
import { SmsBadResponseError, SmsDeliveryError, type SmsChannel } from '../sms/provider';

export async function assertDailyLimits(deps: Pick<AuthDeps, 'db'>, phone: string, ip: string, now: Date): Promise<void> {
  const since = secondsBefore(now, daySeconds);
  const [byPhone, byIp, byPair] = await Promise.all([
    countEvents(deps.db, { kind: 'send', key: phone }, since),
    countEvents(deps.db, { kind: 'send', ip }, since),
    countEvents(deps.db, { kind: 'send', key: phone, ip }, since),
  ]);
  if (byPhone >= authLimits.sendsPerPhonePerDay || byIp >= authLimits.sendsPerIpPerDay || byPair >= authLimits.sendsPerPhonePerIpPerDay) {
    throw authError(429, 'daily_limit', pointers.phone);
  }
}

export async function assertCooldown(deps: Pick<AuthDeps, 'db'>, phone: string, now: Date): Promise<void> {
  const last = await lastSentAt(deps.db, phone);
  if (!last) return;
  const waitMs = last.getTime() + authLimits.resendCooldownSeconds * 1000 - now.getTime();
  if (waitMs > 0) throw authError(429, 'limit_time', pointers.phone).withMeta({ 'resend-after': Math.ceil(waitMs / 1000) });
}

/** Suspicious activity from the address: many sends, or a streak of wrong codes, in the last minutes. */
async function captchaNeeded(deps: AuthDeps, ip: string, now: Date): Promise<boolean> {
  const since = secondsBefore(now, authLimits.captchaWindowSeconds);
  const [sends, fails] = await Promise.all([countEvents(deps.db, { kind: 'send', ip }, since), countEvents(deps.db, { kind: 'check_fail', ip }, since)]);
  return sends >= authLimits.captchaAfterSends || fails >= authLimits.captchaAfterFailedChecks;
}

function messageText(channel: SmsChannel, code: string, callerNumber: string | null): string {
  return channel === 'flash_call' && callerNumber ? authSmsTexts.flashCall(formatPhone(callerNumber, 'RU')) : authSmsTexts.code(code);
}

export async function sendCode(deps: AuthDeps, request: FastifyRequest, body: SendCodeBody): Promise<SendCodeResponse> {
  const attributes = body.data.attributes;
  const phone = phoneOf(request, attributes.phone);
  const ip = clientIpOf(request);
  const now = deps.now();
  await assertDailyLimits(deps, phone, ip, now);
  await assertCooldown(deps, phone, now);

  if (await captchaNeeded(deps, ip, now)) {
    if (!attributes.uid_captcha || !attributes.code_captcha) {
      const challenge = await createCaptcha(deps.db, ip, now, deps.captcha);
      return { data: { type: 'captcha', attributes: { uid_captcha: challenge.uid, image: challenge.image } } };
    }
    if (!(await solveCaptcha(deps.db, attributes.uid_captcha, attributes.code_captcha, now))) {
      await recordEvent(deps.db, 'captcha_fail', ip, phone, now);
      throw authError(422, 'incorrect_code_captcha', pointers.captcha);
    }
  }

  const channel: SmsChannel = attributes.resend ? 'flash_call' : 'sms';
  const issued = await deps.db.transaction(async (tx) => {
    // One sender per phone at a time, so two concurrent requests cannot both pass the cooldown.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`send-code:${phone}`}))`);
    await assertCooldown({ ...deps, db: tx }, phone, now);
    await recordEvent(tx, 'send', ip, phone, now);
    return issueCode(tx, deps.hasher, phone, channel, ip, now);
  });
  try {
    await deps.sms.send({ phone, channel, text: messageText(channel, issued.code, issued.callerNumber) });
  } catch (error) {
    await withdrawCode(deps.db, issued.id);
    if (error instanceof SmsBadResponseError) throw authError(502, 'bad_response', pointers.phone);
    if (error instanceof SmsDeliveryError) throw authError(502, 'send_sms_error', pointers.phone);
    throw error;
  }
  const cooldown = authLimits.resendCooldownSeconds;
  return {
    data: {
      type: 'code',
      attributes: {
        'code-length': authLimits.codeLength,
        channel,
        'resend-after': cooldown,
        'expires-in': authLimits.codeTtlSeconds,
        ...(channel === 'flash_call' ? { 'resend-time': cooldown } : {}),
      },
    },
  };
}
