// The auth service module (spec 3 §4, §7, §8), registered under the main service prefix. The dev
// routes (outbox, login tickets) are registered only outside production (see devRoutes.ts).
import {
  captchaResponseSchema,
  genericErrorCodes,
  loginBodySchema,
  loginByEmailBodySchema,
  loginResponseSchema,
  paths,
  profileResponseSchema,
  restoreBodySchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  ticketQuerySchema,
  userLoginResponseSchema,
} from '@ornament/api-contract';
import { authErrorMessages, authLimits } from '@ornament/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';
import { clearedSignedInCookie, endSession, openSession, sessionTokenOf } from '../../plugins/session';
import { local } from '../favorites/local';
import { profileOf } from '../profile/userResource';
import { createCaptcha } from './captcha';
import type { AuthDeps } from './deps';
import { loginByEmail } from './emailLogin';
import { authError, pointers } from './errors';
import { loginWithCode } from './login';
import { sendCode } from './sendCode';
import { signIn } from './signIn';
import { spendTicket } from './tickets';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.post(local(paths.authSendCode), { schema: { body: sendCodeBodySchema, response: { 200: sendCodeResponseSchema } } }, async (request) =>
    sendCode(deps, request, request.body),
  );

  // Each challenge is a row: one address may not mint them without end.
  const captchaLimiter = createWindowLimiter(app.db, { scope: 'captcha-refresh-ip', limit: authLimits.captchaRefreshesPerMinute, windowMs: 60_000 });
  routes.get(local(paths.authCaptcha), { schema: { response: { 200: captchaResponseSchema } } }, async (request) => {
    const ip = clientIpOf(request);
    if (!(await captchaLimiter.hit(ip))) throw new HttpError(429, genericErrorCodes.rateLimited, authErrorMessages.limit_interval_attempts_min);
    const challenge = await createCaptcha(deps.db, ip, deps.now(), deps.captcha);
    return { data: { type: 'captcha' as const, attributes: { uid_captcha: challenge.uid, image: challenge.image } } };
  });

  routes.post(local(paths.authLogin), { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } }, async (request, reply) =>
    loginWithCode(deps, request, reply, request.body),
  );

  routes.post(local(paths.authLoginByEmail), { schema: { body: loginByEmailBodySchema, response: { 200: userLoginResponseSchema } } }, async (request, reply) =>
    loginByEmail(deps, request, reply, request.body),
  );

  routes.post(local(paths.authRestore), { schema: { body: restoreBodySchema, response: { 200: userLoginResponseSchema } } }, async (request, reply) => {
    const now = deps.now();
    const userId = await spendTicket(deps.db, 'restore', request.body.data.attributes.token, now);
    if (!userId) throw authError(401, 'restore_invalid', pointers.token);
    const data = await signIn(deps, request, reply, userId, async (tx) => {
      await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)));
    });
    return { data };
  });

  routes.get(local(paths.loginByTicket), { schema: { querystring: ticketQuerySchema, response: { 200: userLoginResponseSchema } } }, async (request, reply) => {
    const userId = request.query.ticket ? await spendTicket(deps.db, 'ticket', request.query.ticket, deps.now()) : null;
    const [account] = userId ? await deps.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!userId || !account || account.deactivatedAt) throw authError(401, 'ticket_invalid', pointers.ticket);
    return { data: await signIn(deps, request, reply, userId) };
  });

  // Spec 3 §7: logout ends the session and starts a fresh guest ('fake user') one.
  routes.post(local(paths.logout), { schema: { response: { 200: profileResponseSchema } } }, async (request, reply) => {
    const { guest, cookies } = await deps.db.transaction(async (tx) => {
      await endSession(tx, sessionTokenOf(request, deps.secureCookies));
      const [created] = await tx.insert(users).values({ isGuest: true }).returning({ id: users.id, isGuest: users.isGuest });
      return { guest: created!, cookies: await openSession(tx, created!.id, deps.secureCookies) };
    });
    void reply.header('set-cookie', [...cookies, clearedSignedInCookie(deps.secureCookies)]);
    return profileOf(deps.db, guest);
  });
}

