// The checkout service module, registered under the main service prefix (services.main): order
// creation, the local payment driver's sandbox page (not in live production), and (in development and
// tests) the status move call.
import { type FastifyInstance } from 'fastify';
import { orderCreateRoute } from './createRoute';
import { checkoutDevRoutes } from './devRoutes';
import { paymentRoutes } from './paymentRoutes';

export interface CheckoutRoutesOptions {
  /** ALLOWED_ORIGINS: the storefronts order URLs may point back to. */
  allowedOrigins: readonly string[];
  /** POST dev/order-advance/ (development and tests only). */
  devRoutes: boolean;
  /** The sandbox acquirer's page and decision (never in live production: a shopper would approve their own payment). */
  sandboxPayments: boolean;
  /** Told after a payment's approval has committed (issue 8: the gift-card delivery); must not throw. */
  onPaymentApproved?: () => void;
}

export async function checkoutRoutes(app: FastifyInstance, options: CheckoutRoutesOptions): Promise<void> {
  await app.register(orderCreateRoute, { allowedOrigins: options.allowedOrigins });
  if (options.sandboxPayments) await app.register(paymentRoutes, options.onPaymentApproved ? { onPaymentApproved: options.onPaymentApproved } : {});
  if (options.devRoutes) await app.register(checkoutDevRoutes);
}
