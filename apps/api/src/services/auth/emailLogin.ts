// POST login-by-email: e-mail and the password set in the profile. Failures are counted per address
// and per e-mail (whether or not it has an account, so the limit tells nothing), and all look alike.
// Only a confirmed address logs in (issue 19 finding 10): a new one waits as pending_email until its link.
import { type LoginByEmailBody, type UserLoginResponse, genericErrorCodes } from '@ornament/api-contract';
import { authLimits, authMessages } from '@ornament/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import type { AuthDeps } from './deps';
import { authError, pointers } from './errors';
import { countEvents, recordEvent, secondsBefore } from './events';
import { verifyPassword } from './password';
import { signIn } from './signIn';

export async function loginByEmail(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply, body: LoginByEmailBody): Promise<UserLoginResponse> {
  const email = (body.data.attributes.email ?? '').trim().toLowerCase();
  const password = body.data.attributes.password ?? '';
  if (email === '') throw HttpError.badRequest(authMessages.emailRequired, pointers.email);
  if (password === '') throw HttpError.badRequest(authMessages.passwordRequired, pointers.password);
  const ip = clientIpOf(request);
  const key = `mailto:${email}`;
  const now = deps.now();
  const since = secondsBefore(now, authLimits.emailFailWindowSeconds);
  const [byIp, byEmail] = await Promise.all([countEvents(deps.db, { kind: 'email_fail', ip }, since), countEvents(deps.db, { kind: 'email_fail', key }, since)]);
  if (byIp >= authLimits.emailFailsPerIp || byEmail >= authLimits.emailFailsPerEmail) {
    throw new HttpError(429, genericErrorCodes.rateLimited, authMessages.tooManyEmailAttempts, pointers.email);
  }

  const [account] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.isGuest, false), isNull(users.deactivatedAt), isNotNull(users.emailVerifiedAt), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  // verifyPassword spends the same time without an account, so timing does not tell one apart.
  if (!(await verifyPassword(password, account?.passwordHash ?? null)) || !account) {
    await recordEvent(deps.db, 'email_fail', ip, key, now);
    throw authError(401, 'email_unauthorized', pointers.email);
  }
  return { data: await signIn(deps, request, reply, account.id) };
}
