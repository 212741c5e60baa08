// The password of the e-mail login and account deletion (spec 3 §7: user/change-password/,
// user/deactivate/ with ProfileDeleteForm). Deletion deactivates: the phone login offers restore.
// Issue 19 finding 10: a first password needs a fresh confirmation code (`meta.code`), a later one the
// current password; either way the other devices' sessions end.
import {
  confirmationCodePointer,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  deactivateResponseSchema,
  paths,
  profileDeleteFormSchema,
  profileErrorCodes,
  profileFieldPointer,
  reasonsDeletionArea,
} from '@ornament/api-contract';
import { passwordError, profileLimits, profileMessages as m } from '@ornament/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { accountDeletions, contentAreaItems, contentAreas, sessions, users } from '../../db/schema';
import { type FieldError, FieldErrors, HttpError } from '../../plugins/httpError';
import { clearedSignedInCookie, endOtherSessions, openSession, sessionTokenOf } from '../../plugins/session';
import { authError } from '../auth/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { type StepUpDeps, checkConfirmationCode, spendCode } from '../auth/stepUp';
import { local } from '../favorites/local';
import { userRowOf } from './userResource';

export interface AccountRoutesOptions {
  secureCookies: boolean;
  stepUp: StepUpDeps;
}

const field = (name: string, detail: string, code: string = profileErrorCodes.invalidField): FieldError => ({ code, detail, pointer: profileFieldPointer(name) });

async function isDeletionReason(db: Db, id: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(id)) return false;
  const [row] = await db
    .select({ id: contentAreaItems.id })
    .from(contentAreaItems)
    .innerJoin(contentAreas, eq(contentAreas.id, contentAreaItems.areaId))
    .where(and(eq(contentAreas.code, reasonsDeletionArea), eq(contentAreaItems.id, Number(id))))
    .limit(1);
  return row !== undefined;
}

export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.changePassword), { schema: { body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const row = await userRowOf(app.db, user.id);
    if (!row) throw HttpError.notFound();
    const { 'current-password': current, password, 'password-confirm': confirm } = request.body.data.attributes;
    const errors: FieldError[] = [];
    if (row.passwordHash !== null && !(await verifyPassword(current ?? '', row.passwordHash))) {
      errors.push(field('current-password', m.passwordWrongCurrent, profileErrorCodes.wrongPassword));
    }
    const weak = passwordError(password);
    if (weak) errors.push(field('password', weak));
    else if (password !== confirm) errors.push(field('password-confirm', m.passwordMismatch));
    const [first, ...rest] = errors;
    if (first) throw new FieldErrors(422, [first, ...rest]);
    const now = options.stepUp.now();
    const codeId = row.passwordHash === null ? await checkConfirmationCode(options.stepUp, request, user.id, request.body.meta?.code) : null;
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      if (codeId && !(await spendCode(tx, codeId, now))) throw authError(422, 'time_expired', confirmationCodePointer);
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      // Issue 19 finding 10: the new password ends the sessions on other devices; this one stays.
      await endOtherSessions(tx, user.id, sessionTokenOf(request, options.secureCookies));
    });
    return { data: { type: 'change-password' as const, attributes: { 'has-password': true as const } } };
  });

  routes.post(local(paths.deactivate), { schema: { body: profileDeleteFormSchema, response: { 200: deactivateResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const { id, message } = request.body;
    if (!(await isDeletionReason(app.db, id))) throw new FieldErrors(422, [{ code: profileErrorCodes.unknownReason, detail: m.deleteUnknownReason, pointer: '/id' }]);
    if (message.length > profileLimits.deletionMessageMaxLength) throw new FieldErrors(422, [{ code: profileErrorCodes.invalidField, detail: m.deleteMessageTooLong, pointer: '/message' }]);
    const deactivatedAt = new Date();
    const cookies = await app.db.transaction(async (tx) => {
      await tx.insert(accountDeletions).values({ userId: user.id, reasonId: id, message: message.trim() });
      await tx.update(users).set({ deactivatedAt, updatedAt: deactivatedAt }).where(eq(users.id, user.id));
      // Every device of the account is signed out; this one continues as a new guest (as logout does).
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      const [guest] = await tx.insert(users).values({ isGuest: true }).returning({ id: users.id });
      return openSession(tx, guest!.id, options.secureCookies);
    });
    void reply.header('set-cookie', [...cookies, clearedSignedInCookie(options.secureCookies)]);
    return { data: { type: 'deactivate' as const, attributes: { 'deactivated-at': deactivatedAt.toISOString() } } };
  });
}
