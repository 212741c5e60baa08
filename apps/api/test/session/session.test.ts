// The session plugin: reading never creates a user; the first call needing an owner makes a guest
// with a 256-bit HttpOnly cookie, stored hashed; the cookie brings the same user back; junk is no session.
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db';
import { sessions, users } from '../../src/db/schema';
import { loadEnv } from '../../src/env';
import { db } from '../../src/plugins/db';
import { hashToken, session } from '../../src/plugins/session';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase(loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' }));
  await database.migrate();
  app = Fastify();
  await app.register(db, { database, closeOnShutdown: true });
  await app.register(session, { secureCookies: false });
  app.get('/who', async (request) => ({ user: await request.sessionUser() }));
  app.post('/own', async (request, reply) => ({ user: await request.ensureSessionUser(reply) }));
  await app.ready();
});
afterAll(async () => app?.close());

const tokenOf = (header: unknown) => /^sid=([^;]+)/.exec(String([header].flat()[0]))?.[1] ?? '';

describe('session plugin', () => {
  it('reads no session and creates nothing for a call without a cookie', async () => {
    const before = (await database.db.select().from(users)).length;
    const response = await app.inject({ method: 'GET', url: '/who' });
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('creates a guest with an HttpOnly SameSite cookie and stores only the token hash', async () => {
    const response = await app.inject({ method: 'POST', url: '/own' });
    const { user } = response.json<{ user: { id: string; isGuest: boolean } }>();
    expect(user.isGuest).toBe(true);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    const token = tokenOf(header);
    expect(token).toHaveLength(43); // 32 bytes, base64url
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
  });

  it('marks the new session with a cookie scripts can read, so the browser knows it has one', async () => {
    const response = await app.inject({ method: 'POST', url: '/own' });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/^has_session=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    // A session started before the marker existed gets it on its next write, and nothing else.
    const older = await app.inject({ method: 'POST', url: '/own', headers: { cookie: `sid=${tokenOf(cookies[0])}` } });
    expect(older.json()).toEqual(response.json());
    expect([older.headers['set-cookie']].flat()).toEqual([cookies[1]]);
    expect((await app.inject({ method: 'GET', url: '/who', headers: { cookie: `sid=${tokenOf(cookies[0])}` } })).headers['set-cookie']).toBeUndefined();
  });

  it('brings the same user back with the cookie and sets no new one', async () => {
    const first = await app.inject({ method: 'POST', url: '/own' });
    const token = tokenOf(first.headers['set-cookie']);
    const again = await app.inject({ method: 'POST', url: '/own', headers: { cookie: `sid=${token}; has_session=1` } });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['set-cookie']).toBeUndefined();
    const read = await app.inject({ method: 'GET', url: '/who', headers: { cookie: `sid=${token}` } });
    expect(read.json()).toEqual(first.json());
  });

  it('treats a forged or malformed token as no session', async () => {
    for (const value of ['x'.repeat(43), 'short', '%%%']) {
      const response = await app.inject({ method: 'GET', url: '/who', headers: { cookie: `sid=${value}` } });
      expect(response.json()).toEqual({ user: null });
    }
  });

  it('finding 19.13: a session unused for its idle time ends, whatever its age; a used one is kept alive', async () => {
    const created = await app.inject({ method: 'POST', url: '/own' });
    const token = tokenOf(created.headers['set-cookie']);
    const cookie = `sid=${token}`;
    const idleSince = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await database.db.update(sessions).set({ lastSeenAt: idleSince(29) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await app.inject({ method: 'GET', url: '/who', headers: { cookie } })).json().user).not.toBeNull();
    const [seen] = await database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(Date.now() - seen!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await database.db.update(sessions).set({ lastSeenAt: idleSince(31) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await app.inject({ method: 'GET', url: '/who', headers: { cookie } })).json()).toEqual({ user: null });
  });
});
