// Issue 19 "ready to go live": the phone login through the SMS.ru driver (SMS_DRIVER=smsru), against
// the local SMS.ru stand-in on a loopback port: the code travels to the provider and logs in; a
// refusal answers send_sms_error, an unusable answer bad_response; and the app's log, read at its most
// verbose, never holds the api_id or a code.
import { authErrorMessages, authLimits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, verificationCodes } from '../../src/db/schema';
import { client, codeOfMessage, firstError, freshPhone, testClock } from '../auth/helpers';
import { type FakeSmsRu, startFakeSmsRu } from '../fakes/fakeSmsRu';
import { type TestApp, buildTestApp } from '../helpers/build';

const apiId = 'A3CA597E-3ACF-4E7D-82EE-CF82B52B1A8B';
const clock = testClock();
const logLines: string[] = [];
let fake: FakeSmsRu;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeSmsRu({ apiId });
  t = await buildTestApp({
    seed: async () => {},
    now: clock.now,
    env: { SMS_DRIVER: 'smsru', SMSRU_API_ID: apiId, SMSRU_API_URL: fake.url, SMSRU_SENDER: 'Ornament', LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The code in the newest message SMS.ru was given for the phone. */
function codeAtProvider(phone: string): string {
  const [latest] = fake.messages(phone);
  if (!latest) throw new Error(`SMS.ru got nothing for ${phone}`);
  return codeOfMessage(/^Звонок/.test(latest.msg) ? 'flash_call' : 'sms', latest.msg);
}

describe('issue 19: the phone login through SMS.ru', () => {
  it('issue 19: send-code hands the code to SMS.ru (digits, the sender name), and logging in with it works; nothing goes to the outbox', async () => {
    const phone = freshPhone();
    const shopper = client(t.app);
    const sent = await shopper.sendCode(`+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attributes).toMatchObject({ channel: 'sms', 'code-length': authLimits.codeLength });
    expect(fake.messages(phone)).toEqual([expect.objectContaining({ to: phone, from: 'Ornament', msg: expect.stringMatching(/\b\d{6}\b/) })]);
    const login = await shopper.login(phone, codeAtProvider(phone));
    expect(login.statusCode, login.body).toBe(200);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([]);
  });

  it('issue 19: a resend (flash call) reaches SMS.ru as an SMS naming the caller number, whose last digits log in', async () => {
    const phone = freshPhone();
    const shopper = client(t.app);
    expect((await shopper.sendCode(phone)).statusCode).toBe(200);
    clock.advance(authLimits.resendCooldownSeconds);
    const resent = await shopper.sendCode(phone, { resend: true });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.attributes.channel).toBe('flash_call');
    expect(fake.messages(phone)).toHaveLength(2);
    expect((await shopper.login(phone, codeAtProvider(phone))).statusCode).toBe(200);
  });

  it('issue 19: SMS.ru refusing the number (207) or the whole request (201, no money) answers send_sms_error, keeping no live code and no cooldown', async () => {
    for (const statusCode of [207, 201]) {
      const phone = freshPhone();
      fake.failNext(statusCode);
      const refused = await client(t.app).sendCode(phone);
      expect(refused.statusCode).toBe(502);
      expect(firstError(refused)).toMatchObject({ code: 'send_sms_error', detail: authErrorMessages.send_sms_error, source: { pointer: '/data/attributes/phone' } });
      expect(fake.messages(phone)).toEqual([]);
      expect(await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone))).toEqual([]);
      // No cooldown held: asking again at once sends.
      expect((await client(t.app).sendCode(phone)).statusCode).toBe(200);
      expect(fake.messages(phone)).toHaveLength(1);
    }
  });

  it('issue 19: an answer that is not SMS.ru’s JSON answers bad_response; an outage (HTTP 500) send_sms_error', async () => {
    fake.breakNext('garbage');
    const garbage = await client(t.app).sendCode(freshPhone());
    expect(garbage.statusCode).toBe(502);
    expect(firstError(garbage)).toMatchObject({ code: 'bad_response', detail: authErrorMessages.bad_response });
    fake.breakNext('http500');
    const outage = await client(t.app).sendCode(freshPhone());
    expect(outage.statusCode).toBe(502);
    expect(firstError(outage).code).toBe('send_sms_error');
  });

  it('issue 19: the log tells the operator what SMS.ru said, but never holds the api_id or a message', () => {
    const log = logLines.join('');
    // The log was really captured (LOG_LEVEL=trace: every request's lines), with the refusals' lines.
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toMatch(/SMS\.ru: message to 7\*+\d\d refused, status_code 207/);
    expect(log).toMatch(/SMS\.ru: request refused, status_code 201/);
    expect(log).toContain('SMS.ru: unusable answer (not JSON)');
    expect(log).not.toContain(apiId);
    expect(log).not.toContain(apiId.toLowerCase());
    for (const { msg } of fake.messages()) {
      expect(log).not.toContain(msg);
      // The code standing alone (timestamps and durations hold any digits).
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${codeOfMessage(/^Звонок/.test(msg) ? 'flash_call' : 'sms', msg)}(?!\\d)`));
    }
  });
});
