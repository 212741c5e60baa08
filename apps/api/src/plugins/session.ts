// The shopper's session (ARCHITECTURE "Sessions", "Safe by construction"): a 256-bit random token in
// an HttpOnly, SameSite=Lax cookie (`__Host-` prefixed and Secure in production), stored only as its
// SHA-256. A guest gets a 'fake user' on the first call that needs an owner, so favourites, reviews
// and the basket belong to someone before login. Reading never creates anything.
import { createHash, randomBytes } from 'node:crypto';
import { authErrorCodes, contextCookies } from '@ornament/api-contract';
import { and, eq, gt } from 'drizzle-orm';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db } from '../db';
import { sessions, users } from '../db/schema';
import { parseCookieHeader } from '../services/geo/cookies';
import { HttpError } from './httpError';

export const sessionMaxAgeSeconds = 180 * 24 * 60 * 60;

export interface SessionUser {
  id: string;
  isGuest: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null when the request carries no live session. Cached per request. */
    sessionUser(): Promise<SessionUser | null>;
    /** The session's user, creating a guest user and its cookie when there is none. */
    ensureSessionUser(reply: FastifyReply): Promise<SessionUser>;
    /** The signed-in (non-guest) user; throws 401 auth_required for guests and requests without a session. */
    requireSignedIn(): Promise<SessionUser>;
  }
}

export interface SessionOptions {
  /** Production: `__Host-sid`, Secure. */
  secureCookies: boolean;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${contextCookies.session}` : contextCookies.session;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenPattern = /^[\w-]{43}$/;

async function userOfToken(db: Db, token: string): Promise<SessionUser | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, isGuest: users.isGuest })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Starts a session for the user and returns its cookie header value (also used by login later). */
export async function startSession(db: Db, userId: string, secure: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + sessionMaxAgeSeconds * 1000) });
  return `${sessionCookieName(secure)}=${token}; Max-Age=${sessionMaxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

async function sessionPlugin(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const cookieName = sessionCookieName(options.secureCookies);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = parseCookieHeader(this.headers.cookie)[cookieName];
      pending = token ? userOfToken(app.db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireSignedIn', async function requireSignedIn(this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user || user.isGuest) throw new HttpError(401, authErrorCodes.authRequired, 'Войдите, чтобы продолжить');
    return user;
  });

  app.decorateRequest('ensureSessionUser', async function ensureSessionUser(this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.sessionUser();
    if (existing) return existing;
    const created = await app.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ isGuest: true }).returning({ id: users.id, isGuest: users.isGuest });
      return { user: user!, cookie: await startSession(tx, user!.id, options.secureCookies) };
    });
    void reply.header('set-cookie', created.cookie);
    cache.set(this, Promise.resolve(created.user));
    return created.user;
  });
}

export const session = fp(sessionPlugin, { name: 'session', dependencies: ['db'] });
