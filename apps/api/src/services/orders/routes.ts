// The orders service module, registered under the main service prefix (services.main). Every call
// is the signed-in owner's: guests get 401, another shopper's order 404.
import type { FastifyInstance } from 'fastify';
import { orderActionRoutes } from './actionRoutes';
import { createdOrderRoutes } from './createdOrderRoutes';
import { qrRoutes } from './qrRoutes';
import { orderReadRoutes } from './readRoutes';

export interface OrdersRoutesOptions {
  qrSecret: string;
}

export async function ordersRoutes(app: FastifyInstance, options: OrdersRoutesOptions): Promise<void> {
  await app.register(orderReadRoutes);
  await app.register(orderActionRoutes);
  await app.register(createdOrderRoutes);
  await app.register(qrRoutes, { secret: options.qrSecret });
}
