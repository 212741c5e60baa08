// Subscriptions (spec 3 §4, §7): GET and POST with a UserSubscriptionForm array for the signed-in
// shopper, and change-subscribes-mindbox for an e-mail's unsubscribe link (no login, a signed token).
import {
  changeSubscribesMindboxBodySchema,
  changeSubscribesMindboxResponseSchema,
  paths,
  profileErrorCodes,
  subscriptionsBodySchema,
  subscriptionsResponseSchema,
} from '@ornament/api-contract';
import { type SubscriptionKind, profileMessages as m, subscriptionKind, subscriptionKinds } from '@ornament/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { type FieldError, FieldErrors, HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { storefrontOf } from '../loyalty/storefront';
import { setSubscriptions, subscriptionsOf } from './subscriptions';
import { anyTopic, readUnsubscribeToken } from './unsubscribeToken';

export interface SubscriptionRoutesOptions {
  linkSecret: string;
}

export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.subscriptions), { schema: { response: { 200: subscriptionsResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    void reply.header('cache-control', 'private, no-store');
    return { data: await subscriptionsOf(app.db, user.id) };
  });

  routes.post(local(paths.subscriptions), { schema: { body: subscriptionsBodySchema, response: { 200: subscriptionsResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const wanted: { kind: SubscriptionKind; isChecked: boolean }[] = [];
    const errors: FieldError[] = [];
    request.body.data.forEach((form, index) => {
      const kind = subscriptionKind(form.id);
      if (kind) wanted.push({ kind, isChecked: form.isChecked });
      else errors.push({ code: profileErrorCodes.unknownSubscription, detail: `Unknown subscription kind '${form.id.slice(0, 64)}'`, pointer: `/data/${index}/id` });
    });
    const [first, ...rest] = errors;
    if (first) throw new FieldErrors(422, [first, ...rest]);
    await setSubscriptions(app.db, user.id, wanted, storefrontOf(request.headers));
    return { data: await subscriptionsOf(app.db, user.id) };
  });

  routes.post(
    local(paths.changeSubscribesMindbox),
    { schema: { body: changeSubscribesMindboxBodySchema, response: { 200: changeSubscribesMindboxResponseSchema } } },
    async (request) => {
      const { token, topic } = request.body;
      const allowed = readUnsubscribeToken(options.linkSecret, token);
      if (!allowed) throw new HttpError(403, profileErrorCodes.unsubscribeTokenInvalid, m.unsubscribeInvalid, '/token');
      if (topic !== undefined && allowed.topic !== anyTopic && topic !== allowed.topic) {
        throw new HttpError(403, profileErrorCodes.unsubscribeTokenInvalid, m.unsubscribeInvalid, '/topic');
      }
      const wantedTopic = topic ?? (allowed.topic === anyTopic ? undefined : allowed.topic);
      const kinds = subscriptionKinds.filter((kind) => kind.email && (wantedTopic === undefined || kind.code === wantedTopic));
      if (kinds.length === 0) throw new HttpError(422, profileErrorCodes.unknownSubscription, m.unsubscribeUnknownTopic, '/topic');
      const [account] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.id, allowed.userId), eq(users.isGuest, false), isNull(users.deactivatedAt)));
      if (!account) throw new HttpError(403, profileErrorCodes.unsubscribeTokenInvalid, m.unsubscribeInvalid, '/token');
      await setSubscriptions(app.db, account.id, kinds.map((kind) => ({ kind, isChecked: false })));
      return { data: { type: 'unsubscribe' as const, attributes: { topics: kinds.map((kind) => kind.code) } } };
    },
  );
}
