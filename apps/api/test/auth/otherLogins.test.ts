// The other ways in and out (spec 3 §4, §7): e-mail and password, one-time tickets, logout to a
// fresh guest; the dev routes, which production does not have.
import { devLoginTicketResponseSchema, paths, profileResponseSchema, smsOutboxResponseSchema, userLoginResponseSchema } from '@ornament/api-contract';
import { authLimits, authMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, sessions, users } from '../../src/db/schema';
import { seededPassword, seededUsers } from '../../src/db/seed/users';
import { type TestApp, buildTestApp } from '../helpers/build';
import { favoriteBody } from '../favorites/session';
import { client, firstError, freshIp, testClock } from './helpers';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: clock.now });
});
afterAll(async () => t?.close());

/** What else production demands of the environment (other modules' secrets). */
const productionEnv = { NODE_ENV: 'production', LINK_SIGNING_SECRET: 'test-link-signing-secret-of-32-chars-or-more' };

const emailLogin = (shopper: ReturnType<typeof client>, email: string | undefined, password: string | undefined) =>
  shopper.call({ method: 'POST', url: paths.authLoginByEmail, payload: { data: { type: 'login-by-email', attributes: { email, password } } } });

async function ticketFor(phone: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: paths.devLoginTicket, payload: { phone } });
  expect(response.statusCode).toBe(200);
  return devLoginTicketResponseSchema.parse(response.json()).ticket;
}

describe('login-by-email', () => {
  it('signs in with the right password (any e-mail case) and merges the guest favourites', async () => {
    const shopper = client(t.app);
    const [product] = await t.db.query.products.findMany({ limit: 1 });
    await shopper.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(product!.article) });
    const response = await emailLogin(shopper, seededUsers.employee.email.toUpperCase(), seededPassword);
    expect(response.statusCode).toBe(200);
    const body = userLoginResponseSchema.parse(response.json());
    expect(body.data.attributes).toMatchObject({ email: seededUsers.employee.email, roles: ['employee_jewelry'] });
    expect(shopper.cookies.get('signed_in')).toBe('1');
    expect((await t.db.select().from(favorites).where(eq(favorites.userId, body.data.id))).map((row) => row.article)).toContain(product!.article);
  });

  it('answers 401 email_unauthorized alike for a wrong password and an unknown e-mail, 400 for blanks', async () => {
    const shopper = client(t.app);
    const wrong = await emailLogin(shopper, seededUsers.shopper.email, 'not-the-password');
    const unknown = await emailLogin(shopper, 'nobody@example.ru', seededPassword);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(firstError(response)).toMatchObject({ code: 'email_unauthorized', detail: authMessages.wrongLoginOrPassword });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(firstError(await emailLogin(shopper, '', 'x')).source?.pointer).toBe('/data/attributes/email');
    expect(firstError(await emailLogin(shopper, 'a@b.ru', undefined)).source?.pointer).toBe('/data/attributes/password');
  });

  it('answers 429 after too many failures for one e-mail, from any address', async () => {
    const email = seededUsers.kazakhShopper.email;
    for (let i = 0; i < authLimits.emailFailsPerEmail; i++) expect((await emailLogin(client(t.app), email, `wrong-${i}`)).statusCode).toBe(401);
    const limited = await emailLogin(client(t.app), email, seededPassword);
    expect(limited.statusCode).toBe(429);
    expect(firstError(limited)).toMatchObject({ code: 'rate_limited', detail: authMessages.tooManyEmailAttempts });
    clock.advance(authLimits.emailFailWindowSeconds);
    expect((await emailLogin(client(t.app), email, seededPassword)).statusCode).toBe(200);
  });
});

describe('ticket login', () => {
  const byTicket = (ticket: string) => client(t.app).call({ method: 'GET', url: `${paths.loginByTicket}?ticket=${encodeURIComponent(ticket)}` });

  it('signs in once with a ticket; a used, expired, garbage or missing one is 401 ticket_invalid', async () => {
    const ticket = await ticketFor(seededUsers.shopper.phone);
    const ok = await byTicket(ticket);
    expect(ok.statusCode).toBe(200);
    expect(userLoginResponseSchema.parse(ok.json()).data.attributes.phone).toBe(seededUsers.shopper.phone);
    expect([ok.headers['set-cookie']].flat().join('\n')).toContain('signed_in=1');

    const expired = await ticketFor(seededUsers.shopper.phone);
    clock.advance(authLimits.ticketTtlSeconds + 1);
    for (const response of [await byTicket(ticket), await byTicket(expired), await byTicket('garbage'), await byTicket('a'.repeat(43)), await client(t.app).call({ method: 'GET', url: paths.loginByTicket })]) {
      expect(response.statusCode).toBe(401);
      expect(firstError(response)).toMatchObject({ code: 'ticket_invalid', source: { pointer: '/query/ticket' } });
    }
  });

  it('refuses a ticket of an account deactivated since', async () => {
    const ticket = await ticketFor(seededUsers.operator.phone);
    await t.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.phone, seededUsers.operator.phone));
    expect(firstError(await byTicket(ticket)).code).toBe('ticket_invalid');
    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.phone, seededUsers.operator.phone));
  });
});

describe('logout', () => {
  it('ends the session, starts a fresh guest one and clears signed_in', async () => {
    const shopper = client(t.app);
    const ticket = await ticketFor(seededUsers.employee.phone);
    await shopper.call({ method: 'GET', url: `${paths.loginByTicket}?ticket=${ticket}` });
    const signedInSid = shopper.cookies.get('sid')!;
    const response = await shopper.call({ method: 'POST', url: paths.logout });
    expect(response.statusCode).toBe(200);
    const body = profileResponseSchema.parse(response.json());
    expect(body.data.isGuest).toBe(true);
    expect(body.data.id).not.toBe('');
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/signed_in=; Max-Age=0/);
    expect(shopper.cookies.has('signed_in')).toBe(false);
    expect(shopper.cookies.get('sid')).not.toBe(signedInSid);

    const profile = profileResponseSchema.parse((await shopper.call({ method: 'GET', url: paths.profile })).json());
    expect(profile.data).toMatchObject({ id: body.data.id, isGuest: true });
    const [guest] = await t.db.select().from(users).where(eq(users.id, body.data.id));
    expect(guest!.isGuest).toBe(true);
    const old = await t.app.inject({ method: 'GET', url: paths.profile, headers: { cookie: `sid=${signedInSid}` } });
    expect(profileResponseSchema.parse(old.json()).data.id).toBe('');
  });
});

describe('dev routes', () => {
  it('list the outbox newest first, and refuse a malformed phone', async () => {
    const shopper = client(t.app, freshIp());
    await shopper.sendCode('+7 916 555-00-11');
    clock.advance(authLimits.resendCooldownSeconds);
    await shopper.sendCode('+7 916 555-00-11', { resend: true });
    const outbox = smsOutboxResponseSchema.parse((await t.app.inject({ method: 'GET', url: `${paths.devSmsOutbox}?phone=79165550011` })).json());
    expect(outbox.data.map((row) => row.channel)).toEqual(['flash_call', 'sms']);
    expect(firstError(await t.app.inject({ method: 'GET', url: `${paths.devSmsOutbox}?phone=abc` })).code).toBe('invalid_tel');
    expect((await t.app.inject({ method: 'POST', url: paths.devLoginTicket, payload: { phone: '79165559999' } })).statusCode).toBe(404);
  });
});

describe('production', () => {
  it('has no dev routes, and the local driver delivers nothing unless allowed', async () => {
    const production = await buildTestApp({ seed: async () => {}, env: productionEnv });
    try {
      expect((await production.app.inject({ method: 'GET', url: `${paths.devSmsOutbox}?phone=79990000001` })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'POST', url: paths.devLoginTicket, payload: { phone: '79990000001' } })).statusCode).toBe(404);
      const send = await client(production.app).sendCode('+7 916 123-45-67');
      expect(send.statusCode).toBe(502);
      expect(firstError(send).code).toBe('send_sms_error');
      expect(await production.db.select().from(sessions)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('the demo profile (DEMO=true) keeps the outbox but never the ticket route, and sets Secure cookies', async () => {
    const local = await buildTestApp({ seed: async () => {}, env: { ...productionEnv, DEMO: 'true' } });
    try {
      const shopper = client(local.app);
      expect((await shopper.sendCode('+7 916 123-45-67')).statusCode).toBe(200);
      const outbox = smsOutboxResponseSchema.parse((await local.app.inject({ method: 'GET', url: `${paths.devSmsOutbox}?phone=79161234567` })).json());
      const code = /(\d{6})/.exec(outbox.data[0]!.body)![1]!;
      expect((await local.app.inject({ method: 'POST', url: paths.devLoginTicket, payload: { phone: '79161234567' } })).statusCode).toBe(404);
      const login = await local.app.inject({ method: 'POST', url: paths.authLogin, headers: { 'x-forwarded-for': shopper.ip }, payload: { data: { type: 'login', attributes: { phone: '79161234567', code } } } });
      const cookies = [login.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/__Host-sid=[^;]+;[^\n]*HttpOnly; SameSite=Lax; Secure/);
      expect(cookies).toMatch(/signed_in=1;[^\n]*Secure/);
    } finally {
      await local.close();
    }
  });

  it('refuses to start with a captcha test answer', async () => {
    await expect(buildTestApp({ seed: async () => {}, env: { ...productionEnv, CAPTCHA_TEST_ANSWER: 'x' } })).rejects.toThrow(/CAPTCHA_TEST_ANSWER/);
  });
});
