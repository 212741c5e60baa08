// GET and PATCH user/{id}/ and GET fill-profile (spec 3 §3, §7). The PATCH is both the profile form's
// save and the login modal's registration patch (fill_profile mode), and the v3 subscription flags. A changed
// e-mail needs a fresh confirmation code and waits for its link (issue 19 finding 10, emailChange.ts).
import {
  type FillProfileResponse,
  confirmationCodePointer,
  fillProfileResponseSchema,
  paths,
  profileErrorCodes,
  profileFieldPointer,
  userPatchBodySchema,
  userResponseSchema,
} from '@ornament/api-contract';
import { authLimits, fillProfileFields, missingProfileFields, profileMessages } from '@ornament/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { FieldErrors, HttpError } from '../../plugins/httpError';
import { authError } from '../auth/errors';
import { type StepUpDeps, checkConfirmationCode, spendCode } from '../auth/stepUp';
import { local } from '../favorites/local';
import { pendingTaskReward } from '../loyalty/taskReward';
import { storefrontOf } from '../loyalty/storefront';
import { type EmailChangeDeps, type SentLetter, dropEmailLinks, mailConfirmationLink, recordPendingEmail } from './emailChange';
import { requireOwnAccount } from './owner';
import { completeProfileTasks } from './profileTasks';
import { checkUserPatch } from './userPatch';
import { type UserRow, userResourceOf, userRowOf } from './userResource';

const idParams = z.object({ id: z.string().max(64) });
const userPath = local(paths.user(':id'));

async function userDocument(db: Db, row: UserRow) {
  return { data: await userResourceOf(db, row), meta: { 'has-password': row.passwordHash !== null, 'pending-email': row.pendingEmail } };
}

export interface UserRoutesOptions {
  stepUp: StepUpDeps;
  emailChange: EmailChangeDeps;
}

/**
 * The registration patch (the login modal's fill_profile, right after the code login that created the
 * account): a first e-mail of an account minutes old, with no password, needs no second code; the
 * link still confirms it, and a first password always needs a code.
 */
function isFreshSignUp(row: UserRow, now: Date): boolean {
  return row.email === null && row.passwordHash === null && now.getTime() - row.createdAt.getTime() < authLimits.codeTtlSeconds * 1000;
}

async function emailTaken(db: Db, email: string, ownId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isGuest, false), ne(users.id, ownId)))
    .limit(1);
  return row !== undefined;
}

const emailTakenError = new FieldErrors(422, [{ code: profileErrorCodes.emailTaken, detail: profileMessages.emailTaken, pointer: profileFieldPointer('email') }]);

export async function userRoutes(app: FastifyInstance, { stepUp, emailChange }: UserRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(userPath, { schema: { params: idParams, response: { 200: userResponseSchema } } }, async (request, reply) => {
    const user = await requireOwnAccount(request, request.params.id);
    const row = await userRowOf(app.db, user.id);
    if (!row) throw HttpError.notFound();
    void reply.header('cache-control', 'private, no-store');
    return userDocument(app.db, row);
  });

  routes.patch(userPath, { schema: { params: idParams, body: userPatchBodySchema, response: { 200: userResponseSchema } } }, async (request) => {
    const user = await requireOwnAccount(request, request.params.id);
    const current = await userRowOf(app.db, user.id);
    if (!current) throw HttpError.notFound();
    const { update, errors } = checkUserPatch(request.body.data.attributes);
    // Issue 19 finding 10: the e-mail is never written here; a new one waits for its link.
    const { email: wantedEmail, ...fields } = update;
    const emailChanged = wantedEmail !== undefined && wantedEmail !== (current.email?.toLowerCase() ?? null);
    if (emailChanged && wantedEmail && errors.every((error) => !error.pointer.endsWith('/email')) && (await emailTaken(app.db, wantedEmail, user.id))) {
      errors.push(emailTakenError.fields[0]);
    }
    const [first, ...rest] = errors;
    if (first) throw new FieldErrors(422, [first, ...rest]);
    const now = stepUp.now();
    const codeId = emailChanged && !isFreshSignUp(current, now) ? await checkConfirmationCode(stepUp, request, user.id, request.body.meta?.code) : null;
    const letter: SentLetter | null = emailChanged && wantedEmail ? await mailConfirmationLink(emailChange, wantedEmail, request.headers.origin) : null;
    const storefront = storefrontOf(request.headers);
    const row = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(and(eq(users.id, user.id), eq(users.isGuest, false))).for('update');
      if (!before) return null;
      if (codeId && !(await spendCode(tx, codeId, now))) throw authError(422, 'time_expired', confirmationCodePointer);
      const set: Partial<UserRow> = { ...fields, updatedAt: new Date() };
      if (letter) {
        await recordPendingEmail(tx, user.id, letter, now);
        set.pendingEmail = letter.email;
      } else if (emailChanged) {
        // A cleared e-mail: no address, nothing waiting, the e-mail login is off.
        await dropEmailLinks(tx, user.id, now);
        Object.assign(set, { email: null, emailVerifiedAt: null, pendingEmail: null });
      }
      const [updated] = await tx.update(users).set(set).where(eq(users.id, user.id)).returning();
      // Issue 7: a filled profile and a subscription switched on complete their tasks with this save.
      if (updated) await completeProfileTasks(tx, before, updated, storefront);
      return updated ?? null;
    });
    if (!row) throw HttpError.notFound();
    return userDocument(app.db, row);
  });

  routes.get(local(paths.fillProfile), { schema: { response: { 200: fillProfileResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const row = await userRowOf(app.db, user.id);
    if (!row) throw HttpError.notFound();
    const fields = missingProfileFields(row);
    void reply.header('cache-control', 'private, no-store');
    const body: FillProfileResponse = {
      data: {
        type: 'fill-profile',
        attributes: {
          // The FillProfile task's reward, 0 once credited or when no such task runs on this storefront.
          'count-bonus': await pendingTaskReward(app.db, user.id, 'FillProfile', storefrontOf(request.headers)),
          fields,
          step: fillProfileFields.length - fields.length,
          'total-steps': fillProfileFields.length,
        },
      },
    };
    return body;
  });
}
