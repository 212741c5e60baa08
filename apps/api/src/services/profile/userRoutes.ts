// GET and PATCH user/{id}/ and GET fill-profile (spec 3 §3, §7). The PATCH is both the profile form's
// save and the login modal's registration patch (fill_profile mode), and the v3 subscription flags.
import {
  type FillProfileResponse,
  fillProfileResponseSchema,
  paths,
  profileErrorCodes,
  profileFieldPointer,
  userPatchBodySchema,
  userResponseSchema,
} from '@ornament/api-contract';
import { fillProfileFields, missingProfileFields, profileMessages } from '@ornament/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db';
import { users } from '../../db/schema';
import { FieldErrors, HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { pendingTaskReward } from '../loyalty/taskReward';
import { storefrontOf } from '../loyalty/storefront';
import { requireOwnAccount } from './owner';
import { completeProfileTasks } from './profileTasks';
import { checkUserPatch } from './userPatch';
import { type UserRow, userResourceOf, userRowOf } from './userResource';

const idParams = z.object({ id: z.string().max(64) });
const userPath = local(paths.user(':id'));

async function userDocument(db: Db, row: UserRow) {
  return { data: await userResourceOf(db, row), meta: { 'has-password': row.passwordHash !== null } };
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

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
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
    const { update, errors } = checkUserPatch(request.body.data.attributes);
    if (update.email && errors.every((error) => !error.pointer.endsWith('/email')) && (await emailTaken(app.db, update.email, user.id))) {
      errors.push(emailTakenError.fields[0]);
    }
    const [first, ...rest] = errors;
    if (first) throw new FieldErrors(422, [first, ...rest]);
    const storefront = storefrontOf(request.headers);
    try {
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ smsSubscribe: users.smsSubscribe, newsSubscribe: users.newsSubscribe, mobilePush: users.mobilePush })
          .from(users)
          .where(and(eq(users.id, user.id), eq(users.isGuest, false)))
          .for('update');
        if (!before) return null;
        const [updated] = await tx.update(users).set({ ...update, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
        // Issue 7: a filled profile and a subscription switched on complete their tasks with this save.
        if (updated) await completeProfileTasks(tx, before, updated, storefront);
        return updated ?? null;
      });
      if (!row) throw HttpError.notFound();
      return await userDocument(app.db, row);
    } catch (error) {
      // Two accounts saving the same e-mail at once: the unique index decides, the loser gets the field error.
      if (isUniqueViolation(error)) throw emailTakenError;
      throw error;
    }
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
