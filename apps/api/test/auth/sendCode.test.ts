// POST send-code and GET captcha (spec 3 §4, §8): every phone-step error code produced for real,
// the resend cooldown and flash call, the daily limits, the captcha after suspicious activity.
import { captchaResponseSchema, paths, sendCodeResponseSchema } from '@ornament/api-contract';
import { authErrorMessages, authLimits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, smsOutbox, verificationCodes } from '../../src/db/schema';
import { seededUsers } from '../../src/db/seed/users';
import { type TestApp, buildTestApp } from '../helpers/build';
import { client, firstError, freshIp, freshPhone, latestCode, testClock } from './helpers';

const clock = testClock();
const captchaAnswer = 'k7m4p';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: clock.now, env: { CAPTCHA_TEST_ANSWER: captchaAnswer } });
});
afterAll(async () => t?.close());

describe('send-code: the phone', () => {
  it('answers empty_tel for a missing or blank phone, invalid_tel for a malformed one', async () => {
    const shopper = client(t.app);
    for (const phone of [undefined, '', '   ']) {
      const response = await shopper.sendCode(phone);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ status: '400', code: 'empty_tel', detail: authErrorMessages.empty_tel, source: { pointer: '/data/attributes/phone' } });
    }
    for (const phone of ['+7 (916) 123-45', '+7 (816) 123-45-67', '9161234567abc', '+1 202 555 0100', '<script>']) {
      const response = await shopper.sendCode(phone);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ code: 'invalid_tel', source: { pointer: '/data/attributes/phone' } });
    }
  });

  it('reads the phone by the x-country-code header (Kazakhstan: +7 7xx), and refuses garbage bodies with 400', async () => {
    const kz = await client(t.app).call({ method: 'POST', url: paths.authSendCode, headers: { 'x-country-code': 'KZ' }, payload: { data: { type: 'send-code', attributes: { phone: '701 234 56 78' } } } });
    expect(kz.statusCode).toBe(200);
    expect(await latestCode(t.db, '77012345678')).toMatch(/^\d{6}$/);

    const garbage = await t.app.inject({ method: 'POST', url: paths.authSendCode, headers: { 'content-type': 'application/json' }, payload: '{"data": ' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors[0]).toMatchObject({ status: '400' });
    const wrongShape = await t.app.inject({ method: 'POST', url: paths.authSendCode, payload: { data: { type: 'login', attributes: {} } } });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().errors[0].source.pointer).toBe('/data/type');
  });
});

describe('send-code: sending', () => {
  it('sends a 6-digit SMS code, stores only its hash, and answers alike for registered and unregistered phones', async () => {
    const registered = await client(t.app).sendCode(`+${seededUsers.shopper.phone}`);
    const unknown = await client(t.app).sendCode(freshPhone());
    expect(registered.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(registered.json()).toEqual(unknown.json());
    expect(sendCodeResponseSchema.parse(registered.json()).data).toEqual({
      type: 'code',
      attributes: { 'code-length': 6, channel: 'sms', 'resend-after': 60, 'expires-in': 300 },
    });
    const code = await latestCode(t.db, seededUsers.shopper.phone);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, seededUsers.shopper.phone));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
  });

  it('answers limit_time within the resend cooldown, then resends as a flash call whose caller number ends in the code', async () => {
    const phone = freshPhone();
    const shopper = client(t.app);
    expect((await shopper.sendCode(phone)).statusCode).toBe(200);
    clock.advance(30);
    const early = await shopper.sendCode(phone, { resend: true });
    expect(early.statusCode).toBe(429);
    expect(firstError(early)).toMatchObject({ code: 'limit_time', detail: authErrorMessages.limit_time, meta: { 'resend-after': 30 } });

    clock.advance(authLimits.resendCooldownSeconds);
    const resent = await shopper.sendCode(phone, { resend: true });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.attributes).toMatchObject({ channel: 'flash_call', 'resend-time': 60, 'code-length': 6 });
    const [message] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id).offset(1);
    expect(message).toMatchObject({ channel: 'flash_call' });
    expect(message!.body).toMatch(/^Звонок с номера \+7 \(9\d\d\) \d{3}-\d\d-\d\d: введите последние 6 цифр$/);
    const live = await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(live.filter((row) => row.usedAt === null)).toHaveLength(1);
  });

  it('answers send_sms_error and bad_response for the reserved failing ranges, keeping no live code and no cooldown', async () => {
    const refused = await client(t.app).sendCode('+7 999 000-99-01');
    expect(refused.statusCode).toBe(502);
    expect(firstError(refused)).toMatchObject({ code: 'send_sms_error', detail: authErrorMessages.send_sms_error });
    const bad = await client(t.app).sendCode('+7 999 000-99-12');
    expect(bad.statusCode).toBe(502);
    expect(firstError(bad)).toMatchObject({ code: 'bad_response', detail: authErrorMessages.bad_response });
    expect(await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, '79990009901'))).toEqual([]);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '79990009912'))).toEqual([]);
    expect((await client(t.app).sendCode('+7 999 000-99-01')).statusCode).toBe(502);
  });

  it('finding 19.11: one address cannot spend a phone’s daily codes; another address still gets one', async () => {
    const phone = freshPhone();
    const attacker = client(t.app, freshIp());
    for (let i = 0; i < authLimits.sendsPerPhonePerIpPerDay; i++) {
      let response = await attacker.sendCode(phone);
      if (response.json().data?.type === 'captcha') {
        response = await attacker.sendCode(phone, { uid_captcha: response.json().data.attributes.uid_captcha, code_captcha: captchaAnswer });
      }
      expect(response.statusCode).toBe(200);
      clock.advance(authLimits.resendCooldownSeconds);
    }
    const over = await attacker.sendCode(phone);
    expect(over.statusCode).toBe(429);
    expect(firstError(over)).toMatchObject({ code: 'daily_limit', source: { pointer: '/data/attributes/phone' } });
    expect((await client(t.app, freshIp()).sendCode(phone)).statusCode).toBe(200);
  });

  it('answers daily_limit after the sends a phone may get in a day, from any address', async () => {
    const phone = freshPhone();
    for (let i = 0; i < authLimits.sendsPerPhonePerDay; i++) {
      expect((await client(t.app).sendCode(phone)).statusCode).toBe(200);
      clock.advance(authLimits.resendCooldownSeconds);
    }
    const over = await client(t.app).sendCode(phone);
    expect(over.statusCode).toBe(429);
    expect(firstError(over)).toMatchObject({ code: 'daily_limit', detail: authErrorMessages.daily_limit });
    clock.advance(24 * 60 * 60);
    expect((await client(t.app).sendCode(phone)).statusCode).toBe(200);
  });
});

describe('captcha', () => {
  async function sendsUntilCaptcha(ip: string): Promise<{ uid: string; image: string }> {
    const shopper = client(t.app, ip);
    for (let i = 0; i < authLimits.captchaAfterSends; i++) expect((await shopper.sendCode(freshPhone())).json().data.type).toBe('code');
    const asked = await shopper.sendCode(freshPhone());
    expect(asked.statusCode).toBe(200);
    const body = sendCodeResponseSchema.parse(asked.json());
    if (body.data.type !== 'captcha') throw new Error('expected a captcha');
    return { uid: body.data.attributes.uid_captcha, image: body.data.attributes.image };
  }

  it('is asked for after more sends from one address than allowed, and a right answer sends the code', async () => {
    const ip = freshIp();
    const { uid, image } = await sendsUntilCaptcha(ip);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [stored] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, uid));
    expect(stored!.answerHash).not.toContain(captchaAnswer);

    const phone = freshPhone();
    const solved = await client(t.app, ip).sendCode(phone, { uid_captcha: uid, code_captcha: captchaAnswer.toUpperCase() });
    expect(solved.statusCode).toBe(200);
    expect(solved.json().data.type).toBe('code');
    expect(await latestCode(t.db, phone)).toMatch(/^\d{6}$/);
  });

  it('answers incorrect_code_captcha for a wrong, reused, expired or unknown answer', async () => {
    const ip = freshIp();
    const shopper = client(t.app, ip);
    const first = await sendsUntilCaptcha(ip);
    const wrong = await shopper.sendCode(freshPhone(), { uid_captcha: first.uid, code_captcha: 'zzzzz' });
    expect(wrong.statusCode).toBe(422);
    expect(firstError(wrong)).toMatchObject({ code: 'incorrect_code_captcha', detail: authErrorMessages.incorrect_code_captcha, source: { pointer: '/data/attributes/code_captcha' } });
    // One guess per image: the right answer no longer opens a spent challenge.
    expect(firstError(await shopper.sendCode(freshPhone(), { uid_captcha: first.uid, code_captcha: captchaAnswer })).code).toBe('incorrect_code_captcha');

    const fresh = captchaResponseSchema.parse((await shopper.call({ method: 'GET', url: paths.authCaptcha })).json());
    clock.advance(authLimits.captchaTtlSeconds + 1);
    expect(firstError(await shopper.sendCode(freshPhone(), { uid_captcha: fresh.data.attributes.uid_captcha, code_captcha: captchaAnswer })).code).toBe('incorrect_code_captcha');
    expect(firstError(await shopper.sendCode(freshPhone(), { uid_captcha: '00000000-0000-4000-8000-000000000000', code_captcha: captchaAnswer })).code).toBe('incorrect_code_captcha');
    const malformedUid = await shopper.sendCode(freshPhone(), { uid_captcha: 'not-a-uuid', code_captcha: captchaAnswer });
    expect(malformedUid.statusCode).toBe(400);
  });

  it('GET captcha gives a fresh challenge each time', async () => {
    const shopper = client(t.app);
    const a = captchaResponseSchema.parse((await shopper.call({ method: 'GET', url: paths.authCaptcha })).json());
    const b = captchaResponseSchema.parse((await shopper.call({ method: 'GET', url: paths.authCaptcha })).json());
    expect(a.data.attributes.uid_captcha).not.toBe(b.data.attributes.uid_captcha);
  });

  it('limits how many fresh images one address may ask for in a minute', async () => {
    const shopper = client(t.app);
    for (let i = 0; i < authLimits.captchaRefreshesPerMinute; i++) expect((await shopper.call({ method: 'GET', url: paths.authCaptcha })).statusCode).toBe(200);
    const over = await shopper.call({ method: 'GET', url: paths.authCaptcha });
    expect(over.statusCode).toBe(429);
    expect(firstError(over).code).toBe('rate_limited');
  });

  it('answers daily_limit once an address has sent its daily share', async () => {
    const ip = freshIp();
    const shopper = client(t.app, ip);
    let sent = 0;
    while (sent < authLimits.sendsPerIpPerDay) {
      const phone = freshPhone();
      let response = await shopper.sendCode(phone);
      if (response.json().data?.type === 'captcha') {
        response = await shopper.sendCode(phone, { uid_captcha: response.json().data.attributes.uid_captcha, code_captcha: captchaAnswer });
      }
      expect(response.json().data.type).toBe('code');
      sent += 1;
    }
    const over = await shopper.sendCode(freshPhone());
    expect(over.statusCode).toBe(429);
    expect(firstError(over).code).toBe('daily_limit');
  });
});
