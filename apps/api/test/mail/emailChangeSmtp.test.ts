// Issue 19 "ready to go live": the e-mail change (finding 10) through the SMTP driver
// (MAIL_DRIVER=smtp) against the local SMTP stand-in on a loopback port: the confirmation letter
// reaches the relay from MAIL_FROM and its link confirms the address; a letter the relay refuses, or
// a relay that is not there, answers send_mail_error and changes nothing (the code still works); the
// app's log, read at its most verbose, never holds the relay's login or a link's token; closing the
// app lets go of the relay.
import { accountSecurityErrorCodes, paths } from '@ornament/api-contract';
import { accountSecurityMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, mailOutbox, users } from '../../src/db/schema';
import { firstError } from '../auth/helpers';
import { type FakeSmtp, startFakeSmtp } from '../fakes/fakeSmtp';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Account, confirmEmailBy, confirmationCode, seedProfileFixtures, signedInAccount } from '../profile/accounts';

const relayUser = 'noreply@ornament.ru';
const relayPass = 'Zq8-relay-password-4Xv';
const mailFrom = 'Орнамент <noreply@ornament.ru>';
const logLines: string[] = [];
const tokens: string[] = [];
let fake: FakeSmtp;
let t: TestApp;
let closed = false;

beforeAll(async () => {
  fake = await startFakeSmtp({ user: relayUser, pass: relayPass });
  t = await buildTestApp({
    seed: seedProfileFixtures,
    env: { MAIL_DRIVER: 'smtp', SMTP_URL: fake.url, MAIL_FROM: mailFrom, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  if (!closed) await t?.close();
  await fake?.close();
});

const longAgo = new Date('2024-01-01T00:00:00Z');
const establishedAccount = (email: string) => signedInAccount(t.app, t.db, { email, emailVerifiedAt: longAgo, createdAt: longAgo });
const patchEmail = (a: Account, email: string, code: string) =>
  a.call({ method: 'PATCH', url: paths.user(a.id), payload: { data: { type: 'user', attributes: { email } }, meta: { code } } });
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The token of the newest letter the relay took for the address. */
function tokenAtRelay(email: string): string {
  const [letter] = fake.messages(email);
  const match = letter ? /[?&]token=([^\s&]+)/.exec(letter.text) : null;
  if (!match) throw new Error(`the relay took no confirmation link for ${email}`);
  const token = decodeURIComponent(match[1]!);
  tokens.push(token, match[1]!);
  return token;
}

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(502);
  expect(firstError(response)).toMatchObject({
    code: accountSecurityErrorCodes.sendMailError,
    detail: accountSecurityMessages.sendMailError,
    source: { pointer: '/data/attributes/email' },
  });
}

describe('issue 19: the e-mail change through an SMTP relay', () => {
  it('issue 19: the confirmation letter reaches the relay from MAIL_FROM, and its link makes the address the account’s', async () => {
    const a = await establishedAccount('smtp.before@example.ru');
    const saved = await patchEmail(a, 'SMTP.After@Example.ru', await confirmationCode(t.db, a));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ meta: { 'pending-email': 'smtp.after@example.ru' } });
    const [letter] = fake.messages('smtp.after@example.ru');
    expect(letter).toMatchObject({ to: 'smtp.after@example.ru', from: '"Орнамент" <noreply@ornament.ru>', subject: 'Подтвердите адрес электронной почты' });
    expect(letter?.text).toMatch(/^http:\/\/localhost:3000\/confirm-email\/\?token=/m);
    // The relay, not the local outbox, got it.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.after@example.ru'))).toEqual([]);

    const confirmed = await confirmEmailBy(t.app, tokenAtRelay('smtp.after@example.ru'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await rowOf(a.id)).toMatchObject({ email: 'smtp.after@example.ru', pendingEmail: null });
  });

  it('issue 19: a letter the relay refuses (550) answers send_mail_error and changes nothing; the same code then works', async () => {
    const a = await establishedAccount('smtp.keep@example.ru');
    const code = await confirmationCode(t.db, a);
    fake.failNext(550);
    expectRefused(await patchEmail(a, 'smtp.refused@example.ru', code));
    expect(fake.messages('smtp.refused@example.ru')).toEqual([]);
    expect(await rowOf(a.id)).toMatchObject({ email: 'smtp.keep@example.ru', pendingEmail: null });
    expect(await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, a.id))).toEqual([]);

    const again = await patchEmail(a, 'smtp.refused@example.ru', code);
    expect(again.statusCode, again.body).toBe(200);
    expect(fake.messages('smtp.refused@example.ru')).toHaveLength(1);
    tokenAtRelay('smtp.refused@example.ru');
  });

  it('issue 19: a relay that is not there answers send_mail_error and changes nothing', async () => {
    const gone = await startFakeSmtp({ user: relayUser, pass: relayPass });
    await gone.close();
    const dead = await buildTestApp({
      seed: seedProfileFixtures,
      env: { MAIL_DRIVER: 'smtp', SMTP_URL: gone.url, MAIL_FROM: mailFrom, SMTP_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    try {
      const a = await signedInAccount(dead.app, dead.db, { email: 'dead.before@example.ru', emailVerifiedAt: longAgo, createdAt: longAgo });
      expectRefused(await patchEmail(a, 'dead.after@example.ru', await confirmationCode(dead.db, a)));
      expect((await dead.db.select().from(users).where(eq(users.id, a.id)))[0]).toMatchObject({ email: 'dead.before@example.ru', pendingEmail: null });
      expect(await dead.db.select().from(emailVerifications).where(eq(emailVerifications.userId, a.id))).toEqual([]);
    } finally {
      await dead.close();
    }
  });

  it('issue 19: the log names the refusals for the operator, but never the relay’s login nor a link’s token', () => {
    const log = logLines.join('');
    // The log was really captured (LOG_LEVEL=trace: every request's lines), with the refusals' lines.
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toMatch(/SMTP: letter to s\*\*\*@example\.ru: letter refused, 550 at RCPT TO/);
    expect(log).toMatch(/SMTP: letter to d\*\*\*@example\.ru: unreachable \(E(CONNECTION|SOCKET)\)/);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    for (const secret of [relayPass, encodeURIComponent(relayPass), fake.url, ...tokens]) expect(log).not.toContain(secret);
    for (const letter of fake.messages()) expect(log).not.toContain(letter.text.trim());
  });

  it('issue 19: closing the app lets go of the relay’s pooled connections', async () => {
    const a = await establishedAccount('smtp.last@example.ru');
    expect((await patchEmail(a, 'smtp.closing@example.ru', await confirmationCode(t.db, a))).statusCode).toBe(200);
    expect(fake.openConnections()).toBeGreaterThan(0);
    closed = true;
    await t.close();
    await expect.poll(() => fake.openConnections(), { timeout: 3_000 }).toBe(0);
  });
});
