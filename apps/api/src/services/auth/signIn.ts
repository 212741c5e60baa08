// The end of every login (code, e-mail, restore, ticket): in one transaction the guest's belongings
// move to the account and the session is rotated; then the new cookies go out with the answer.
import type { UserResource } from '@ornament/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { rotateSession, sessionTokenOf } from '../../plugins/session';
import { userResourceOf, userRowOf } from '../profile/userResource';
import type { AuthDeps } from './deps';
import { runLoginMergers } from './loginMergers';

/** The session's guest user, whose belongings follow into the account. Read BEFORE the login transaction. */
export async function guestOf(request: FastifyRequest): Promise<string | null> {
  const current = await request.sessionUser();
  return current?.isGuest ? current.id : null;
}

/**
 * Inside the caller's login transaction: merges the guest into the account, rotates the session.
 * Everything here goes through `tx`: on PGlite another query outside it would wait for it forever.
 */
export async function signInWithin(tx: Db, deps: AuthDeps, request: FastifyRequest, guestId: string | null, userId: string): Promise<string[]> {
  if (guestId) await runLoginMergers(tx, { fromUserId: guestId, toUserId: userId });
  return rotateSession(tx, sessionTokenOf(request, deps.secureCookies), userId, deps.secureCookies);
}

/** After the transaction: the cookies go out, and the answer is the account's user resource. */
export async function signedInAnswer(deps: AuthDeps, reply: FastifyReply, cookies: string[], userId: string, registered: boolean): Promise<UserResource> {
  void reply.header('set-cookie', cookies);
  const row = await userRowOf(deps.db, userId);
  if (!row) throw new Error(`user ${userId} vanished during login`);
  return userResourceOf(deps.db, row, { registered });
}

/** A whole login for a known account; `within` adds work to the same transaction (spend a ticket, reactivate). */
export async function signIn(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply, userId: string, within?: (tx: Db) => Promise<void>): Promise<UserResource> {
  const guestId = await guestOf(request);
  const cookies = await deps.db.transaction(async (tx) => {
    await within?.(tx);
    return signInWithin(tx, deps, request, guestId, userId);
  });
  return signedInAnswer(deps, reply, cookies, userId, false);
}
