// Returns v5 under the main service prefix (spec 3 §7 "Returns"): create, list with pages, one
// return, cancel a new one. Owner-only: guests get 401, another shopper's return 404.
import {
  paths,
  returnCancelBodySchema,
  returnCreateBodySchema,
  returnCreatedResponseSchema,
  returnIdParamsSchema,
  returnResponseSchema,
  returnsQuerySchema,
  returnsResponseSchema,
  orderErrorCodes,
} from '@ornament/api-contract';
import { pageCountOf, returnsPageSize } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { returns } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { orderServerMessages as messages } from '../orders/messages';
import { createReturn } from './create';
import { toReturnResource } from './mapper';
import { findReturn, itemsOfReturns, returnsPage } from './repository';

export async function returnsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.returnCreate), { schema: { body: returnCreateBodySchema, response: { 200: returnCreatedResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    return { data: await createReturn(app.db, user.id, request.body) };
  });

  routes.get(local(paths.returns), { schema: { querystring: returnsQuerySchema, response: { 200: returnsResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const { page } = request.query;
    const { rows, total } = await returnsPage(app.db, user.id, page, returnsPageSize);
    const items = await itemsOfReturns(app.db, rows.map((row) => row.id));
    return {
      data: rows.map((row) => toReturnResource(row, items)),
      meta: { 'current-page': page, 'page-count': pageCountOf(total, returnsPageSize), 'per-page': returnsPageSize, 'total-count': total },
    };
  });

  routes.get(local(paths.return(':id')), { schema: { params: returnIdParamsSchema, response: { 200: returnResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const row = await findReturn(app.db, user.id, { id: request.params.id });
    if (!row) throw HttpError.notFound(messages.returnNotFound);
    return { data: toReturnResource(row, await itemsOfReturns(app.db, [row.id])) };
  });

  routes.put(local(paths.returnCancel), { schema: { body: returnCancelBodySchema, response: { 200: returnResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const data = await app.db.transaction(async (tx) => {
      const row = await findReturn(tx, user.id, { number: request.body.returnNumber }, true);
      if (!row) throw HttpError.notFound(messages.returnNotFound);
      if (row.status !== 'new') throw new HttpError(422, orderErrorCodes.returnNotCancellable, messages.returnNotCancellable, '/returnNumber');
      const updatedAt = new Date();
      await tx.update(returns).set({ status: 'cancelled', updatedAt }).where(eq(returns.id, row.id));
      return toReturnResource({ ...row, status: 'cancelled', updatedAt }, await itemsOfReturns(tx, [row.id]));
    });
    return { data };
  });
}
