// POST login (spec 3 §4, §8): every code-step error produced for real, the interval limits, single
// use and expiry on a moved clock, concurrent guesses, registration, session rotation and the merge
// of the guest's favourites, and the restore offer of a deactivated account.
import { loginResponseSchema, paths, profileResponseSchema } from '@ornament/api-contract';
import { authErrorMessages, authLimits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, users, verificationCodes } from '../../src/db/schema';
import { seededUsers } from '../../src/db/seed/users';
import { type TestApp, buildTestApp } from '../helpers/build';
import { favoriteBody } from '../favorites/session';
import { client, firstError, freshIp, freshPhone, latestCode, testClock, wrongCode } from './helpers';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: clock.now });
});
afterAll(async () => t?.close());

/** A client that has been sent a code for a fresh phone; gives the code. */
async function withCode(phone = freshPhone(), ip = freshIp()) {
  const shopper = client(t.app, ip);
  expect((await shopper.sendCode(phone)).statusCode).toBe(200);
  return { shopper, phone, code: await latestCode(t.db, phone) };
}

describe('login: the code', () => {
  it('answers verification_code_invalid for a code that is not exactly 6 digits, spending no attempt', async () => {
    const { shopper, phone, code } = await withCode();
    for (const bad of [undefined, '', '1234567', '12345', '12a456', ' 12 3456']) {
      const response = await shopper.login(phone, bad);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ code: 'verification_code_invalid', detail: authErrorMessages.verification_code_invalid, source: { pointer: '/data/attributes/code' } });
    }
    expect((await shopper.login(phone, code)).statusCode).toBe(200);
  });

  it('answers empty_tel and invalid_tel on the code step too', async () => {
    const shopper = client(t.app);
    expect(firstError(await shopper.login('', '123456')).code).toBe('empty_tel');
    expect(firstError(await shopper.login('+7 (123) 45', '123456')).code).toBe('invalid_tel');
  });

  it('answers invalid_code with the attempts left, then limit_attempts on the 5th wrong one; the right code is then refused', async () => {
    const { shopper, phone, code } = await withCode();
    for (let left = authLimits.codeMaxAttempts - 1; left >= 1; left--) {
      clock.advance(20);
      const response = await shopper.login(phone, wrongCode(code));
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toMatchObject({ code: 'invalid_code', detail: authErrorMessages.invalid_code, meta: { 'attempts-left': left } });
    }
    clock.advance(20);
    const fifth = await shopper.login(phone, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(firstError(fifth)).toMatchObject({ code: 'limit_attempts', detail: authErrorMessages.limit_attempts });
    clock.advance(20);
    expect(firstError(await shopper.login(phone, code)).code).toBe('limit_attempts');
  });

  it('answers time_expired once the code is 5 minutes old, and when no code was sent', async () => {
    const { shopper, phone, code } = await withCode();
    clock.advance(authLimits.codeTtlSeconds);
    const late = await shopper.login(phone, code);
    expect(late.statusCode).toBe(422);
    expect(firstError(late)).toMatchObject({ code: 'time_expired', detail: authErrorMessages.time_expired });
    expect(firstError(await client(t.app).login(freshPhone(), '123456')).code).toBe('time_expired');
  });

  it('lets a code log in once only, and a new code replaces the previous one', async () => {
    const { shopper, phone, code } = await withCode();
    clock.advance(authLimits.resendCooldownSeconds);
    expect((await shopper.sendCode(phone)).statusCode).toBe(200);
    const second = await latestCode(t.db, phone);
    // The replaced code is just a wrong code for the live one.
    if (second !== code) expect(firstError(await shopper.login(phone, code)).code).toBe('invalid_code');
    expect((await shopper.login(phone, second)).statusCode).toBe(200);
    expect(firstError(await client(t.app).login(phone, second)).code).toBe('time_expired');
  });

  it('answers limit_interval_attempts_sec and _min for checks too close together from one phone and address', async () => {
    const { shopper, phone, code } = await withCode();
    for (let i = 0; i < authLimits.checksPer10Seconds; i++) expect(firstError(await shopper.login(phone, wrongCode(code))).code).toBe('invalid_code');
    const fast = await shopper.login(phone, code);
    expect(fast.statusCode).toBe(429);
    expect(firstError(fast)).toMatchObject({ code: 'limit_interval_attempts_sec', detail: authErrorMessages.limit_interval_attempts_sec });
    clock.advance(11);
    expect(firstError(await shopper.login(phone, wrongCode(code))).code).toBe('invalid_code');
    clock.advance(11);
    const perMinute = await shopper.login(phone, code);
    expect(perMinute.statusCode).toBe(429);
    expect(firstError(perMinute)).toMatchObject({ code: 'limit_interval_attempts_min', detail: authErrorMessages.limit_interval_attempts_min });
    clock.advance(60);
    expect((await shopper.login(phone, code)).statusCode).toBe(200);
  });

  it('checks at most 5 of 20 concurrent wrong guesses (from 20 addresses); the rest and then the right code get limit_attempts', async () => {
    const { phone, code } = await withCode();
    const guesses = await Promise.all(Array.from({ length: 20 }, () => client(t.app).login(phone, wrongCode(code))));
    const codes = guesses.map((response) => firstError(response).code);
    expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(authLimits.codeMaxAttempts - 1);
    expect(codes.filter((c) => c === 'limit_attempts')).toHaveLength(20 - (authLimits.codeMaxAttempts - 1));
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row!.attempts).toBe(authLimits.codeMaxAttempts);
    expect(firstError(await client(t.app).login(phone, code)).code).toBe('limit_attempts');
  });
});

describe('login: the account and the session', () => {
  it('creates an account for a new phone (hint registration, subscriptions kept) and signs in with a new session and signed_in=1', async () => {
    const { shopper, phone, code } = await withCode();
    const response = await shopper.login(`8${phone.slice(1)}`, code, { 'sms-subscribe': true, 'news-subscribe': false });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    if (body.data.type !== 'user') throw new Error('expected a user');
    expect(body.data.meta).toEqual({ hint: 'registration' });
    expect(body.data.attributes).toMatchObject({ phone, 'sms-subscribe': true, 'news-subscribe': false, 'common-id': body.data.id, roles: [] });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/sid=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax/);
    expect(cookies).not.toMatch(/signed_in=1[^\n]*HttpOnly/);
    expect(cookies).toMatch(/has_session=1; Max-Age=\d+; Path=\/; SameSite=Lax/);

    const profile = profileResponseSchema.parse((await shopper.call({ method: 'GET', url: paths.profile })).json());
    expect(profile.data).toMatchObject({ id: body.data.id, isGuest: false, attributes: { phone } });
  });

  it('signs an existing account in without the hint and carries its roles', async () => {
    const { shopper, phone, code } = await withCode(seededUsers.operator.phone);
    const body = loginResponseSchema.parse((await shopper.login(phone, code)).json());
    if (body.data.type !== 'user') throw new Error('expected a user');
    expect(body.data.meta).toEqual({ hint: null });
    expect(body.data.attributes).toMatchObject({ name: seededUsers.operator.name, roles: ['call_center_operator'] });
  });

  it('rotates the session: the guest cookie stops working, and the guest favourites move to the account', async () => {
    const ip = freshIp();
    const guest = client(t.app, ip);
    const [product] = await t.db.query.products.findMany({ limit: 1 });
    expect((await guest.call({ method: 'POST', url: paths.favorites, payload: favoriteBody(product!.article) })).statusCode).toBe(201);
    const guestCookie = guest.cookies.get('sid')!;
    const guestProfile = profileResponseSchema.parse((await guest.call({ method: 'GET', url: paths.profile })).json());
    expect(guestProfile.data.isGuest).toBe(true);

    const phone = freshPhone();
    await guest.sendCode(phone);
    const login = await guest.login(phone, await latestCode(t.db, phone));
    expect(login.statusCode).toBe(200);
    expect(guest.cookies.get('sid')).not.toBe(guestCookie);
    const accountId = login.json().data.id as string;
    expect((await t.db.select().from(favorites).where(eq(favorites.userId, accountId))).map((row) => row.article)).toEqual([product!.article]);

    const stale = await t.app.inject({ method: 'GET', url: paths.profile, headers: { cookie: `sid=${guestCookie}` } });
    expect(profileResponseSchema.parse(stale.json()).data).toMatchObject({ id: '', isGuest: true });
  });

  it('offers a restore for a deactivated account instead of signing in; the token restores it once', async () => {
    const { shopper, phone, code } = await withCode();
    await shopper.login(phone, code);
    await t.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.phone, phone));
    const again = client(t.app);
    clock.advance(authLimits.resendCooldownSeconds);
    await again.sendCode(phone);
    const offer = await again.login(phone, await latestCode(t.db, phone));
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['set-cookie']).toBeUndefined();
    const body = loginResponseSchema.parse(offer.json());
    if (body.data.type !== 'restore') throw new Error('expected a restore offer');
    expect(body.data.attributes.phone).toBe(phone);

    const restore = (token: string) => again.call({ method: 'POST', url: paths.authRestore, payload: { data: { type: 'restore', attributes: { token } } } });
    const restored = await restore(body.data.attributes.token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes.phone).toBe(phone);
    expect(again.cookies.get('signed_in')).toBe('1');
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.deactivatedAt).toBeNull();
    for (const token of [body.data.attributes.token, 'garbage', 'x'.repeat(43)]) {
      const refused = await restore(token);
      expect(refused.statusCode).toBe(401);
      expect(firstError(refused)).toMatchObject({ code: 'restore_invalid', source: { pointer: '/data/attributes/token' } });
    }
  });
});
