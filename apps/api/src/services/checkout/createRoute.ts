// POST /api/sklv/v6/order/create/ (spec 3 §7): signed-in shoppers only (a guest reads the spec's
// 'Авторизуйтесь…' with 401), an Idempotency-Key per checkout attempt; a repeated key answers the
// stored first answer (marked Idempotent-Replayed) without touching anything.
import { authErrorCodes, orderCreateBodySchema, orderCreateResponseSchema, paths } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { basketContextFor } from '../basket/context';
import { local } from '../favorites/local';
import { idempotencyKeyOf, requestHashOf, storedAnswer } from './idempotency';
import { checkoutServerMessages as messages } from './messages';
import { storefrontOrigin } from './origin';
import { placeOrder } from './placeOrder';

export interface OrderCreateRouteOptions {
  allowedOrigins: readonly string[];
}

export async function orderCreateRoute(app: FastifyInstance, options: OrderCreateRouteOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    local(paths.orderCreate),
    {
      schema: { body: orderCreateBodySchema, response: { 200: orderCreateResponseSchema } },
      // Before the body is judged: a guest learns first that checkout needs a login.
      preValidation: async (request) => {
        const user = await request.sessionUser();
        if (!user || user.isGuest) throw new HttpError(401, authErrorCodes.authRequired, messages.loginRequired);
        idempotencyKeyOf(request.headers);
      },
    },
    async (request, reply) => {
      const user = (await request.sessionUser())!;
      const key = idempotencyKeyOf(request.headers);
      const requestHash = requestHashOf(request.body);
      const replay = await storedAnswer(app.db, user.id, key, requestHash);
      if (replay) return reply.header('idempotent-replayed', 'true').send(replay);
      const ctx = basketContextFor(request, user);
      return placeOrder(app.db, { ctx, body: request.body, key, requestHash, origin: storefrontOrigin(request, options.allowedOrigins), paymentProvider: app.paymentProvider });
    },
  );
}
