// Issue 19 finding 10 against the real database: changing the e-mail or setting a first password
// needs a fresh confirmation code to the account's phone (never a login code), a new e-mail waits as
// pending until its signed, single-use, 24-hour link confirms it, and only then logs in by e-mail.
import { accountSecurityErrorCodes, accountSecurityPaths, paths } from '@ornament/api-contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { startSession } from '../../src/plugins/session';
import { hashPassword } from '../../src/services/auth/password';
import { type Clock, client, firstError, latestCode, testClock } from '../auth/helpers';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Account, confirmEmailBy, confirmationCode, mailedToken, seedProfileFixtures, signedInAccount } from './accounts';

let t: TestApp;
let clock: Clock;
beforeAll(async () => {
  clock = testClock(new Date());
  t = await buildTestApp({ seed: seedProfileFixtures, now: () => clock.now() });
});
afterAll(async () => t?.close());

const password = 'jewel2026';
const longAgo = new Date('2024-01-01T00:00:00Z');

/** An account of long standing with a confirmed e-mail and a password (as the seeded ones). */
async function establishedAccount(email: string): Promise<Account> {
  return signedInAccount(t.app, t.db, { email, emailVerifiedAt: longAgo, passwordHash: await hashPassword(password), createdAt: longAgo });
}

const patchEmail = (a: Account, email: string | null, code?: string) =>
  a.call({ method: 'PATCH', url: paths.user(a.id), payload: { data: { type: 'user', attributes: { email } }, ...(code ? { meta: { code } } : {}) } });
const emailLogin = (email: string) => client(t.app).call({ method: 'POST', url: paths.authLoginByEmail, payload: { data: { type: 'login-by-email', attributes: { email, password } } } });
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const lettersTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

describe('issue 19 finding 10: changing the e-mail', () => {
  it('issue 19 finding 10: without a code is refused with a pointer, and nothing changes', async () => {
    const a = await establishedAccount('before.1@example.ru');
    const response = await patchEmail(a, 'after.1@example.ru');
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toMatchObject({ code: accountSecurityErrorCodes.confirmationCodeRequired, source: { pointer: '/meta/code' } });
    expect(await rowOf(a.id)).toMatchObject({ email: 'before.1@example.ru', pendingEmail: null });
    expect(await lettersTo('after.1@example.ru')).toHaveLength(0);
    // Clearing it is a change too.
    expect((await patchEmail(a, '')).statusCode).toBe(422);
    expect((await rowOf(a.id)).email).toBe('before.1@example.ru');
  });

  it('issue 19 finding 10: a login code is refused, and a confirmation code does not log in', async () => {
    const a = await establishedAccount('before.2@example.ru');
    const phoneClient = client(t.app);
    expect((await phoneClient.sendCode(a.phone)).statusCode).toBe(200);
    const loginCode = await latestCode(t.db, a.phone);
    const refused = await patchEmail(a, 'after.2@example.ru', loginCode);
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused).source?.pointer).toBe('/meta/code');
    clock.advance(61);
    const stepUpCode = await confirmationCode(t.db, a);
    expect((await patchEmail(a, 'after.2@example.ru', loginCode)).statusCode).toBe(422);
    // The other way round: the confirmation code is no login code, and the login code still logs in.
    expect((await phoneClient.login(a.phone, stepUpCode)).statusCode).toBe(422);
    expect((await phoneClient.login(a.phone, loginCode)).statusCode).toBe(200);
    expect(await rowOf(a.id)).toMatchObject({ email: 'before.2@example.ru', pendingEmail: null });
  });

  it('issue 19 finding 10: a wrong code is refused with the attempts left', async () => {
    const a = await establishedAccount('before.3@example.ru');
    const code = await confirmationCode(t.db, a);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await patchEmail(a, 'after.3@example.ru', wrong);
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toMatchObject({ code: 'invalid_code', source: { pointer: '/meta/code' } });
    expect(await rowOf(a.id)).toMatchObject({ email: 'before.3@example.ru', pendingEmail: null });
  });

  it('issue 19 finding 10: the fresh code stores the address as pending and mails a link that confirms it; the e-mail login waits for it', async () => {
    const a = await establishedAccount('before.4@example.ru');
    const code = await confirmationCode(t.db, a);
    const saved = await patchEmail(a, 'After.4@Example.ru', code);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { attributes: { email: 'before.4@example.ru' } }, meta: { 'pending-email': 'after.4@example.ru' } });
    const [letter] = await lettersTo('after.4@example.ru');
    expect(letter?.body).toMatch(/^http:\/\/localhost:3000\/confirm-email\/\?token=/m);
    // The code worked once.
    expect((await patchEmail(a, 'after.4b@example.ru', code)).statusCode).toBe(422);

    expect((await emailLogin('after.4@example.ru')).statusCode).toBe(401);
    expect((await emailLogin('before.4@example.ru')).statusCode).toBe(200);
    const confirmed = await confirmEmailBy(t.app, await mailedToken(t.db, 'after.4@example.ru'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { type: 'email-confirmation', attributes: { email: 'after.4@example.ru' } } });
    expect(await rowOf(a.id)).toMatchObject({ email: 'after.4@example.ru', pendingEmail: null });
    expect((await emailLogin('after.4@example.ru')).statusCode).toBe(200);
    expect((await emailLogin('before.4@example.ru')).statusCode).toBe(401);
  });

  it('issue 19 finding 10: a used, replaced, expired or forged link is refused', async () => {
    const a = await establishedAccount('before.5@example.ru');
    await patchEmail(a, 'first.5@example.ru', await confirmationCode(t.db, a));
    const first = await mailedToken(t.db, 'first.5@example.ru');
    clock.advance(61);
    await patchEmail(a, 'second.5@example.ru', await confirmationCode(t.db, a));
    const second = await mailedToken(t.db, 'second.5@example.ru');
    const refused = await confirmEmailBy(t.app, first);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused)).toMatchObject({ code: accountSecurityErrorCodes.emailLinkInvalid, source: { pointer: '/token' } });
    const [id] = second.split('.');
    expect((await confirmEmailBy(t.app, `${id}.forged-signature`)).statusCode).toBe(403);
    expect((await confirmEmailBy(t.app, `${crypto.randomUUID()}.${second.split('.')[1]}`)).statusCode).toBe(403);
    expect((await confirmEmailBy(t.app, 'not-a-token')).statusCode).toBe(403);
    expect((await confirmEmailBy(t.app, second)).statusCode).toBe(200);
    expect((await confirmEmailBy(t.app, second)).statusCode).toBe(403);

    clock.advance(61);
    await patchEmail(a, 'late.5@example.ru', await confirmationCode(t.db, a));
    const late = await mailedToken(t.db, 'late.5@example.ru');
    clock.advance(24 * 60 * 60 + 1);
    expect((await confirmEmailBy(t.app, late)).statusCode).toBe(403);
    expect(await rowOf(a.id)).toMatchObject({ email: 'second.5@example.ru', pendingEmail: 'late.5@example.ru' });
  });

  it("issue 19 finding 10: a new account's first e-mail right after its code login needs no second code, its first password does", async () => {
    const fresh = await signedInAccount(t.app, t.db, { createdAt: clock.now() });
    expect((await patchEmail(fresh, 'new.6@example.ru')).statusCode).toBe(200);
    expect((await rowOf(fresh.id)).pendingEmail).toBe('new.6@example.ru');
    const old = await signedInAccount(t.app, t.db, { createdAt: longAgo });
    expect((await patchEmail(old, 'old.6@example.ru')).statusCode).toBe(422);
    const noCode = await fresh.call({ method: 'POST', url: paths.changePassword, payload: { data: { type: 'change-password', attributes: { password, 'password-confirm': password } } } });
    expect(noCode.statusCode).toBe(422);
    expect(firstError(noCode).source?.pointer).toBe('/meta/code');
    expect((await rowOf(fresh.id)).passwordHash).toBeNull();
  });
});

describe('issue 19 finding 10: a first password', () => {
  it('issue 19 finding 10: needs the fresh confirmation code; a later one needs the current password instead', async () => {
    const a = await signedInAccount(t.app, t.db, { createdAt: longAgo });
    const body = (code?: string, current?: string) => ({
      data: { type: 'change-password', attributes: { ...(current ? { 'current-password': current } : {}), password, 'password-confirm': password } },
      ...(code ? { meta: { code } } : {}),
    });
    const refused = await a.call({ method: 'POST', url: paths.changePassword, payload: body() });
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused)).toMatchObject({ code: accountSecurityErrorCodes.confirmationCodeRequired, source: { pointer: '/meta/code' } });
    expect((await rowOf(a.id)).passwordHash).toBeNull();
    const code = await confirmationCode(t.db, a);
    expect((await a.call({ method: 'POST', url: paths.changePassword, payload: body(code) })).statusCode).toBe(200);
    expect((await a.call({ method: 'POST', url: paths.changePassword, payload: body(undefined, password) })).statusCode).toBe(200);
  });
});

describe('issue 19 finding 10: the confirmation code call', () => {
  it('issue 19 finding 10: refuses a guest, and keeps the resend cooldown shared with the login codes', async () => {
    expect((await t.app.inject({ method: 'POST', url: accountSecurityPaths.confirmationCode })).statusCode).toBe(401);
    const a = await establishedAccount('cooldown@example.ru');
    const sent = await a.call({ method: 'POST', url: accountSecurityPaths.confirmationCode });
    expect(sent.json()).toMatchObject({ data: { type: 'code', attributes: { 'code-length': 6, channel: 'sms' } } });
    expect((await a.call({ method: 'POST', url: accountSecurityPaths.confirmationCode })).statusCode).toBe(429);
    expect((await client(t.app).sendCode(a.phone)).statusCode).toBe(429);
  });
});

describe('issue 19 finding 10: live production', () => {
  it('issue 19 finding 10: has no mail outbox route, and refuses a changed e-mail it cannot mail, changing nothing', async () => {
    const production = await buildTestApp({ seed: seedProfileFixtures, env: { NODE_ENV: 'production', LINK_SIGNING_SECRET: 'test-link-signing-secret-of-32-chars-or-more' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: `${accountSecurityPaths.devMailOutbox}?to=a@example.ru` })).statusCode).toBe(404);
      const [fresh] = await production.db.insert(users).values({ isGuest: false, phone: '79991009999' }).returning({ id: users.id });
      const cookie = (await startSession(production.db, fresh!.id, true)).split(';')[0]!;
      const response = await production.app.inject({
        method: 'PATCH',
        url: paths.user(fresh!.id),
        headers: { cookie, origin: 'http://localhost:3000' },
        payload: { data: { type: 'user', attributes: { email: 'prod@example.ru' } } },
      });
      expect(response.statusCode).toBe(502);
      expect(firstError(response)).toMatchObject({ code: accountSecurityErrorCodes.sendMailError, source: { pointer: '/data/attributes/email' } });
      expect((await production.db.select().from(users).where(eq(users.id, fresh!.id)))[0]).toMatchObject({ email: null, pendingEmail: null });
    } finally {
      await production.close();
    }
  });
});
