// Reading orders (spec 3 §7 "Orders"): lists by status group with pages, final orders, one order,
// a completed order, the orders of a master order, an order's status, and the cancel reasons.
import {
  cancelReasonsResponseSchema,
  orderDetailResponseSchema,
  orderIdParamsSchema,
  orderStatusGroupParamsSchema,
  orderStatusResponseSchema,
  ordersOfMasterQuerySchema,
  ordersOfMasterResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  paths,
} from '@ornament/api-contract';
import { type OrderStatusGroup, isFinalStatus, orderCancelReasons, ordersPageSize, pageCountOf } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { detailOf, ownOrder } from './detail';
import { statusFieldsOf, toSummary } from './mapper';
import { orderServerMessages as messages } from './messages';
import { ordersOfMaster, ordersPage, previewsOf } from './repository';

export async function orderReadRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function page(userId: string, group: OrderStatusGroup, pageNumber: number) {
    const { rows, total } = await ordersPage(app.db, userId, group, pageNumber, ordersPageSize);
    const previews = await previewsOf(app.db, rows.map((row) => row.id));
    const now = new Date();
    return {
      data: rows.map((row) => toSummary(row, previews, now)),
      meta: { 'current-page': pageNumber, 'page-count': pageCountOf(total, ordersPageSize), 'per-page': ordersPageSize, 'total-count': total },
    };
  }

  routes.get(
    local(paths.ordersByStatus(':status')),
    { schema: { params: orderStatusGroupParamsSchema, querystring: ordersQuerySchema, response: { 200: ordersResponseSchema } } },
    async (request) => {
      const user = await request.requireSignedIn();
      return page(user.id, request.params.status, request.query.page);
    },
  );

  routes.get(local(paths.finalOrders), { schema: { querystring: ordersQuerySchema, response: { 200: ordersResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    return page(user.id, 'completed', request.query.page);
  });

  routes.get(local(paths.order(':id')), { schema: { params: orderIdParamsSchema, response: { 200: orderDetailResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    return { data: await detailOf(app.db, await ownOrder(app.db, user.id, { id: request.params.id })) };
  });

  routes.get(local(paths.finalOrder(':id')), { schema: { params: orderIdParamsSchema, response: { 200: orderDetailResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const row = await ownOrder(app.db, user.id, { id: request.params.id });
    if (!isFinalStatus(row.status)) throw HttpError.notFound(messages.orderNotFound);
    return { data: await detailOf(app.db, row) };
  });

  routes.get(
    local(paths.ordersOfMaster),
    { schema: { querystring: ordersOfMasterQuerySchema, response: { 200: ordersOfMasterResponseSchema } } },
    async (request) => {
      const user = await request.requireSignedIn();
      const rows = await ordersOfMaster(app.db, user.id, request.query['filter[master_order_id]']);
      const previews = await previewsOf(app.db, rows.map((row) => row.id));
      const now = new Date();
      return { data: rows.map((row) => toSummary(row, previews, now)) };
    },
  );

  routes.get(local(paths.orderStatus(':id')), { schema: { params: orderIdParamsSchema, response: { 200: orderStatusResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const row = await ownOrder(app.db, user.id, { id: request.params.id });
    return { data: { id: row.id, type: 'order-status' as const, attributes: { 'order-number': row.number, ...statusFieldsOf(row, new Date()) } } };
  });

  routes.get(local(paths.cancelReasons), { schema: { response: { 200: cancelReasonsResponseSchema } } }, async () => ({
    data: orderCancelReasons.map((reason) => ({ code: reason.code, label: reason.label })),
  }));
}
