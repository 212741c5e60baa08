// The shopper's session (ARCHITECTURE "Sessions", "Safe by construction"): a 256-bit random token in
// an HttpOnly, SameSite=Lax cookie (`__Host-` prefixed and Secure in production), stored only as its
// SHA-256. A guest gets a 'fake user' on the first call that needs an owner, so favourites, reviews
// and the basket belong to someone before login, at most authLimits.newGuestsPerIpPerHour an address
// an hour. Reading never creates anything. Ended sessions and abandoned guests are pruned
// (services/sessions/prune.ts).
import { createHash, randomBytes } from 'node:crypto';
import { authErrorCodes, contextCookies, genericErrorCodes } from '@ornament/api-contract';
import { authLimits, authMessages } from '@ornament/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { parseCookieHeader } from '../services/geo/cookies';
import { clientIpOf, isLoopback } from './clientIp';
import { HttpError } from './httpError';
import { createWindowLimiter } from './windowLimiter';

export const sessionMaxAgeSeconds = 180 * 24 * 60 * 60;
/** A session unused this long ends, whatever its age (issue 19 finding 13; OWASP ASVS 5.0 V7.3.1). */
export const sessionIdleSeconds = 30 * 24 * 60 * 60;
/** How stale `last_seen_at` may be before a request refreshes it: one write an hour, not one a request. */
const lastSeenResolutionMs = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  isGuest: boolean;
  /** The user's roles as stored (staff, operator): read with the session, not by each route again. */
  roles: readonly string[];
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
  const now = Date.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: users.id, isGuest: users.isGuest, roles: users.roles, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - sessionIdleSeconds * 1000))))
    .limit(1);
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > lastSeenResolutionMs) await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, tokenHash));
  return { id: row.id, isGuest: row.isGuest, roles: row.roles };
}

/** Starts a session for the user and returns its cookie header value (also used by login later). */
export async function startSession(db: Db, userId: string, secure: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + sessionMaxAgeSeconds * 1000) });
  return `${sessionCookieName(secure)}=${token}; Max-Age=${sessionMaxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * `has_session=1`: readable by scripts, not a secret. The session cookie is HttpOnly, so this is how
 * the browser knows it has one: until it does, its request layer sends writes one at a time, or two
 * first writes would each make a guest and the later cookie would orphan the other's basket line.
 */
export function sessionMarkerCookie(secure: boolean): string {
  return scriptReadableFlag(contextCookies.hasSession, '1', sessionMaxAgeSeconds, secure);
}

/** A new session's Set-Cookie values: the session and its marker. */
export async function openSession(db: Db, userId: string, secure: boolean): Promise<string[]> {
  return [await startSession(db, userId, secure), sessionMarkerCookie(secure)];
}

/** The raw session token the request carries, if any (login rotation and logout end it). */
export function sessionTokenOf(request: FastifyRequest, secure: boolean): string | undefined {
  const token = parseCookieHeader(request.headers.cookie)[sessionCookieName(secure)];
  return token && tokenPattern.test(token) ? token : undefined;
}

/** Deletes the session row of a token; the cookie then logs no one in. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Every session of the user but the one `keepToken` names (OWASP ASVS 5.0 V7.4.3): a changed
 * password ends the sessions on the other devices, which may be the reason it was changed.
 */
export async function endOtherSessions(db: Db, userId: string, keepToken: string | undefined): Promise<void> {
  const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId);
  await db.delete(sessions).where(others);
}

/**
 * Login rotation (OWASP ASVS 5.0 V7.2.4): the old session row goes and a new token is issued, so a
 * token planted or read before login is worth nothing after it. Returns the Set-Cookie values: the
 * session, its marker and the script-readable `signed_in` flag.
 */
export async function rotateSession(db: Db, oldToken: string | undefined, userId: string, secure: boolean): Promise<string[]> {
  await endSession(db, oldToken);
  return [...(await openSession(db, userId, secure)), signedInCookie(secure)];
}

/** `signed_in=1`: not HttpOnly on purpose (the storefront reads it to know whether to ask for the profile). */
export function signedInCookie(secure: boolean): string {
  return scriptReadableFlag(contextCookies.signedIn, '1', sessionMaxAgeSeconds, secure);
}

export function clearedSignedInCookie(secure: boolean): string {
  return scriptReadableFlag(contextCookies.signedIn, '', 0, secure);
}

/** A cookie the storefront's scripts may read (no HttpOnly): a flag about the session, never a secret. */
function scriptReadableFlag(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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
    if (!user || user.isGuest) throw new HttpError(401, authErrorCodes.authRequired, authMessages.authRequired);
    return user;
  });

  // Issue 19 finding 13: every cookie-less write used to make a guest; one address may start only so many an hour.
  const newGuests = createWindowLimiter(app.db, { scope: 'new-guest-ip', limit: authLimits.newGuestsPerIpPerHour, windowMs: 60 * 60 * 1000 });

  app.decorateRequest('ensureSessionUser', async function ensureSessionUser(this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.sessionUser();
    if (existing) {
      // A session from before the marker existed gets it on its first write, or its browser would go
      // on sending writes one at a time.
      if (parseCookieHeader(this.headers.cookie)[contextCookies.hasSession] !== '1') void reply.header('set-cookie', sessionMarkerCookie(options.secureCookies));
      return existing;
    }
    // Loopback is this machine (the demo, the test suites and benches make thousands of guests from it).
    const address = clientIpOf(this);
    if (!isLoopback(address) && !(await newGuests.hit(address))) throw new HttpError(429, genericErrorCodes.rateLimited, authMessages.tooManyNewSessions);
    const created = await app.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ isGuest: true }).returning({ id: users.id, isGuest: users.isGuest, roles: users.roles });
      return { user: user!, cookies: await openSession(tx, user!.id, options.secureCookies) };
    });
    void reply.header('set-cookie', created.cookies);
    cache.set(this, Promise.resolve(created.user));
    return created.user;
  });
}

export const session = fp(sessionPlugin, { name: 'session', dependencies: ['db'] });
