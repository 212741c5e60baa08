// Password and account deletion (spec 3 §7): password rules as field errors, a current password when
// one is set, the scrypt format the e-mail login verifies; deletion with a reason of reasons-deletion
// ends every session of the account and leaves a guest session behind.
import { paths, profileErrorCodes } from '@ornament/api-contract';
import { profileMessages as m } from '@ornament/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, contentAreaItems, contentAreas, sessions, users } from '../../src/db/schema';
import { startSession } from '../../src/plugins/session';
import { verifyPassword } from '../../src/services/auth/password';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type ErrorList, confirmationCode, fieldsOf, seedProfileFixtures, signedInAccount } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
});
afterAll(async () => t?.close());

const passwordBody = (attributes: Record<string, string>, code?: string) => ({ data: { type: 'change-password', attributes }, ...(code ? { meta: { code } } : {}) });

describe('change-password', () => {
  it('sets a first password without a current one, stored as scrypt', async () => {
    const a = await signedInAccount(t.app, t.db);
    const code = await confirmationCode(t.db, a);
    const response = await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ password: 'jewel2026', 'password-confirm': 'jewel2026' }, code) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { type: 'change-password', attributes: { 'has-password': true } } });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, a.id));
    expect(row?.hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('jewel2026', row?.hash ?? null)).toBe(true);
    expect((await a.call({ method: 'GET', url: paths.user(a.id) })).json()).toMatchObject({ meta: { 'has-password': true } });
  });

  it('then asks for the current password, and checks strength and confirmation as field errors', async () => {
    const a = await signedInAccount(t.app, t.db);
    await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ password: 'jewel2026', 'password-confirm': 'jewel2026' }, await confirmationCode(t.db, a)) });
    const wrong = await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ 'current-password': 'nope12345', password: 'short', 'password-confirm': 'short' }) });
    expect(wrong.statusCode).toBe(422);
    expect(fieldsOf(wrong.json<ErrorList>())).toEqual(['current-password', 'password']);
    expect(wrong.json<ErrorList>().errors.map((error) => error.detail)).toEqual([m.passwordWrongCurrent, m.passwordWeak]);
    const mismatch = await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ 'current-password': 'jewel2026', password: 'ring2027x', 'password-confirm': 'ring2027y' }) });
    expect(mismatch.json()).toMatchObject({ errors: [{ detail: m.passwordMismatch, source: { pointer: '/data/attributes/password-confirm' } }] });
    for (const weak of ['12345678', 'abcdefgh']) {
      const response = await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ 'current-password': 'jewel2026', password: weak, 'password-confirm': weak }) });
      expect(response.json()).toMatchObject({ errors: [{ code: profileErrorCodes.invalidField, source: { pointer: '/data/attributes/password' } }] });
    }
    const ok = await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ 'current-password': 'jewel2026', password: 'ring2027x', 'password-confirm': 'ring2027x' }) });
    expect(ok.statusCode).toBe(200);
  });

  it('finding 19.10: a changed password ends the sessions on other devices and keeps this one', async () => {
    const a = await signedInAccount(t.app, t.db);
    const otherDevice = /^(sid=[^;]+)/.exec(await startSession(t.db, a.id, false))![1]!;
    const asOther = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: otherDevice } });
    expect((await asOther(paths.user(a.id))).statusCode).toBe(200);
    const code = await confirmationCode(t.db, a);
    expect((await a.call({ method: 'POST', url: paths.changePassword, payload: passwordBody({ password: 'jewel2026', 'password-confirm': 'jewel2026' }, code) })).statusCode).toBe(200);
    expect((await asOther(paths.user(a.id))).statusCode).toBe(401);
    expect((await a.call({ method: 'GET', url: paths.user(a.id) })).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.id))).toHaveLength(1);
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'POST', url: paths.changePassword, payload: passwordBody({ password: 'jewel2026', 'password-confirm': 'jewel2026' }) })).statusCode).toBe(401);
  });
});

async function reasonIds(): Promise<string[]> {
  const rows = await t.db
    .select({ id: contentAreaItems.id })
    .from(contentAreaItems)
    .innerJoin(contentAreas, eq(contentAreas.id, contentAreaItems.areaId))
    .where(eq(contentAreas.code, 'reasons-deletion'));
  return rows.map((row) => String(row.id));
}

describe('deactivate', () => {
  it('is offered realistic reasons through the content area', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.contentArea('reasons-deletion') });
    expect(response.json<{ data: { items: { title: string }[] } }>().data.items.length).toBeGreaterThanOrEqual(4);
  });

  it('records the reason, deactivates, ends every session and hands back a guest session', async () => {
    const a = await signedInAccount(t.app, t.db);
    const other = await signedInAccount(t.app, t.db);
    const [reason] = await reasonIds();
    const response = await a.call({ method: 'POST', url: paths.deactivate, payload: { id: reason, message: '  Переезжаю  ' } });
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies.some((cookie) => /^sid=[\w-]{43};.*HttpOnly/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^signed_in=; Max-Age=0/.test(cookie))).toBe(true);
    const [row] = await t.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, a.id));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.id))).toEqual([]);
    const [deletion] = await t.db.select().from(accountDeletions).where(and(eq(accountDeletions.userId, a.id)));
    expect(deletion).toMatchObject({ reasonId: reason, message: 'Переезжаю' });
    // The old cookie no longer signs anyone in; the other account is untouched.
    expect((await a.call({ method: 'GET', url: paths.user(a.id) })).statusCode).toBe(401);
    expect((await other.call({ method: 'GET', url: paths.user(other.id) })).statusCode).toBe(200);
  });

  it('refuses unknown reasons and overlong messages with 422, and guests with 401', async () => {
    const a = await signedInAccount(t.app, t.db);
    const [reason] = await reasonIds();
    for (const id of ['999999', 'abc', '']) {
      const response = await a.call({ method: 'POST', url: paths.deactivate, payload: { id, message: '' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: [{ code: profileErrorCodes.unknownReason, source: { pointer: '/id' } }] });
    }
    const long = await a.call({ method: 'POST', url: paths.deactivate, payload: { id: reason, message: 'а'.repeat(1001) } });
    expect(long.json()).toMatchObject({ errors: [{ detail: m.deleteMessageTooLong, source: { pointer: '/message' } }] });
    expect((await t.app.inject({ method: 'POST', url: paths.deactivate, payload: { id: reason } })).statusCode).toBe(401);
    const [row] = await t.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, a.id));
    expect(row?.deactivatedAt).toBeNull();
  });
});
