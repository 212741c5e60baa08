// GET/PATCH user/{id}/ and fill-profile (spec 3 §3, §5, §7): own account only, every field rule
// answered at once as a 422 list with pointers, e-mail unique among real accounts.
import { paths, profileErrorCodes } from '@ornament/api-contract';
import { profileLimits, profileMessages as m } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type ErrorList, confirmEmailBy, fieldsOf, mailedToken, seedProfileFixtures, signedInAccount, userBody } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
});
afterAll(async () => t?.close());

describe('reading user/{id}', () => {
  it('answers the own profile as a JSON:API user with has-password', async () => {
    const a = await signedInAccount(t.app, t.db, { name: 'Анна', email: 'anna@example.ru' });
    const response = await a.call({ method: 'GET', url: paths.user(a.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ data: { id: a.id, type: 'user', attributes: { name: 'Анна', email: 'anna@example.ru' } }, meta: { 'has-password': false } });
  });

  it("refuses another shopper's id with 403 and none of their data", async () => {
    const a = await signedInAccount(t.app, t.db);
    const b = await signedInAccount(t.app, t.db, { name: 'Борис', email: 'boris@example.ru' });
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await a.call({ method, url: paths.user(b.id), ...(method === 'PATCH' ? { payload: userBody({ name: 'Взлом' }) } : {}) });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorList>().errors[0]?.code).toBe(profileErrorCodes.forbidden);
      expect(response.body).not.toContain('boris');
    }
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, b.id));
    expect(row?.name).toBe('Борис');
  });

  it('answers 401 without a session and for a guest, and 403 for junk ids', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: paths.user('00000000-0000-0000-0000-000000000000') });
    expect(anonymous.statusCode).toBe(401);
    const a = await signedInAccount(t.app, t.db);
    const junk = await a.call({ method: 'GET', url: paths.user("' or 1=1 --") });
    expect(junk.statusCode).toBe(403);
  });
});

describe('patching user/{id}', () => {
  it('saves every attribute, trims texts, clears empty ones and keeps the phone', async () => {
    const a = await signedInAccount(t.app, t.db, { patronymic: 'Петровна' });
    const response = await a.call({
      method: 'PATCH',
      url: paths.user(a.id),
      payload: userBody({ name: '  Анна-Мария ', surname: 'Смирнова', patronymic: '', email: 'Anna.S@Example.ru', birthday: '1990-04-12', gender: 'female', 'news-subscribe': true, phone: '79990009999' }),
    });
    expect(response.statusCode).toBe(200);
    // Issue 19 finding 10: the new e-mail waits for its link (a new account's first one needs no second code).
    expect(response.json()).toMatchObject({
      data: { attributes: { name: 'Анна-Мария', surname: 'Смирнова', patronymic: null, email: null, birthday: '1990-04-12', gender: 'female', 'news-subscribe': true } },
      meta: { 'pending-email': 'anna.s@example.ru' },
    });
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, a.id));
    expect(row?.phone).not.toBe('79990009999');
  });

  it('answers every broken field at once: 422 list, pointer last segment = field, detail = message', async () => {
    const a = await signedInAccount(t.app, t.db, { name: 'Анна' });
    const response = await a.call({
      method: 'PATCH',
      url: paths.user(a.id),
      payload: userBody({ name: 'Анна1', surname: 'С'.repeat(51), email: 'not-an-email', birthday: '2020-01-01', iin: '900517300018' }),
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorList>();
    expect(fieldsOf(body)).toEqual(['name', 'surname', 'email', 'iin', 'birthday']);
    expect(body.errors.map((error) => error.detail)).toEqual([m.nameInvalid, m.nameTooLong, m.emailInvalid, m.iinInvalid, m.birthdayAge]);
    expect(body.errors.every((error) => error.status === '422' && error.source?.pointer?.startsWith('/data/attributes/'))).toBe(true);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, a.id));
    expect(row?.name).toBe('Анна');
  });

  it('accepts a Kazakh IIN with a valid check digit', async () => {
    const a = await signedInAccount(t.app, t.db);
    const response = await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ iin: '900517300019' }) });
    expect(response.json()).toMatchObject({ data: { attributes: { iin: '900517300019' } } });
  });

  it("answers an e-mail another account uses as a field error, whatever its case", async () => {
    await signedInAccount(t.app, t.db, { email: 'taken@example.ru' });
    const a = await signedInAccount(t.app, t.db);
    const response = await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ email: 'Taken@Example.RU', name: 'Ирина' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ code: profileErrorCodes.emailTaken, detail: m.emailTaken, source: { pointer: '/data/attributes/email' } }] });
  });

  it('lets a guest e-mail through: only real accounts own an e-mail', async () => {
    await t.db.insert(users).values({ isGuest: true, email: 'guest@example.ru' });
    const a = await signedInAccount(t.app, t.db);
    expect((await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ email: 'guest@example.ru' }) })).statusCode).toBe(200);
  });

  it('rejects malformed bodies with 400 and a pointer', async () => {
    const a = await signedInAccount(t.app, t.db);
    const response = await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ gender: 'other' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorList>().errors[0]?.source?.pointer).toBe('/data/attributes/gender');
    const notJson = await a.call({ method: 'PATCH', url: paths.user(a.id), payload: 'x', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('fill-profile', () => {
  it('lists the empty fields, the step and the bonus', async () => {
    const a = await signedInAccount(t.app, t.db, { name: 'Анна', gender: 'female' });
    const response = await a.call({ method: 'GET', url: paths.fillProfile });
    expect(response.json()).toEqual({
      data: { type: 'fill-profile', attributes: { 'count-bonus': profileLimits.fillProfileBonus, fields: ['surname', 'email', 'birthday'], step: 2, 'total-steps': 5 } },
    });
    await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ surname: 'Смирнова', email: 'fill@example.ru', birthday: '1991-01-01' }) });
    // The e-mail counts once its link confirms it (issue 19 finding 10).
    expect((await a.call({ method: 'GET', url: paths.fillProfile })).json()).toMatchObject({ data: { attributes: { fields: ['email'], step: 4 } } });
    expect((await confirmEmailBy(t.app, await mailedToken(t.db, 'fill@example.ru'))).statusCode).toBe(200);
    // Filling it completed the FillProfile task: the bonus is credited, none is promised any more.
    expect((await a.call({ method: 'GET', url: paths.fillProfile })).json()).toMatchObject({ data: { attributes: { 'count-bonus': 0, fields: [], step: 5 } } });
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.fillProfile })).statusCode).toBe(401);
  });
});
