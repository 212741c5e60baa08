// POST v5/profile/orders/created-order/ (spec 3 §7 "Orders", S3.7.30): the storefront reports each
// order of a checkout as soon as the creation's answer reaches it. The first report is recorded by
// one guarded update, so of two calls at once only one reads `first: true`; the storefront sends the
// GA4 purchase unless every order of the checkout had been reported before. The order must be the
// caller's own, or one they placed for a customer (as v3/order/?filter[master_order_id] allows);
// anything else answers 404.
import { createdOrderReportBodySchema, createdOrderReportResponseSchema, paths } from '@ornament/api-contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orders } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { orderServerMessages as messages } from './messages';
import { purchaseFiguresOf } from './purchaseFigures';

export async function createdOrderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    local(paths.createdOrder),
    { schema: { body: createdOrderReportBodySchema, response: { 200: createdOrderReportResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireSignedIn();
      const id = request.body.order_id;
      const mine = and(eq(orders.id, id), or(eq(orders.userId, user.id), eq(orders.placedBy, user.id)));
      const [marked] = await app.db
        .update(orders)
        .set({ createdReportedAt: new Date() })
        .where(and(mine, isNull(orders.createdReportedAt)))
        .returning({ id: orders.id });
      const [row] = await app.db.select().from(orders).where(mine).limit(1);
      if (!row) throw HttpError.notFound(messages.orderNotFound);
      void reply.header('cache-control', 'private, no-store');
      return {
        data: {
          id: row.id,
          type: 'created-order' as const,
          attributes: {
            first: marked !== undefined,
            'order-number': row.number,
            'reported-at': (row.createdReportedAt ?? new Date()).toISOString(),
            purchase: await purchaseFiguresOf(app.db, row),
          },
        },
      };
    },
  );
}
