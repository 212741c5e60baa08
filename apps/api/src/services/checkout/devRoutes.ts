// Local only (never in production): POST dev/order-advance/, the order:advance CLI as a call, for
// browser tests whose API keeps its database in memory where no CLI can reach it.
import { genericErrorCodes, orderAdvanceBodySchema, orderAdvanceResponseSchema, paths } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { advanceOrder } from './orderStatus';

export async function checkoutDevRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    local(paths.devOrderAdvance),
    { schema: { body: orderAdvanceBodySchema, response: { 200: orderAdvanceResponseSchema } } },
    async (request) => {
      const result = await advanceOrder(app.db, request.body.number, request.body.status);
      if (!result.ok) {
        throw result.reason === 'not_found'
          ? HttpError.notFound('No order with this number')
          : new HttpError(409, genericErrorCodes.invalidParameter, 'The order is final and cannot change', '/status');
      }
      return { data: result.change };
    },
  );
}
