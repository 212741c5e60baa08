// The checkout service module, registered under the main service prefix (services.main): order
// creation, the acquirer's routes (the sandbox page, never in live production; or a remote acquirer's
// pay link and notification), and (in development and tests) the status move call.
import type { FastifyInstance } from 'fastify';
import { orderCreateRoute } from './createRoute';
import { checkoutDevRoutes } from './devRoutes';
import { paymentRoutes } from './paymentRoutes';
import { type PaymentProvider, isRemoteAcquirer } from './payments/provider';
import { remotePaymentRoutes } from './remotePaymentRoutes';

export interface CheckoutRoutesOptions {
  /** ALLOWED_ORIGINS: the storefronts order URLs may point back to. */
  allowedOrigins: readonly string[];
  /** POST dev/order-advance/ (development and tests only). */
  devRoutes: boolean;
  /**
   * The app's acquirer: the sandbox's page and decision are registered only for the sandbox (never in
   * live production: a shopper would approve their own payment), a remote one's pay link and notification for it.
   */
  paymentProvider: PaymentProvider | null;
  /** Told after a payment's approval has committed (issue 8: the gift-card delivery); must not throw. */
  onPaymentApproved?: () => void;
}

export async function checkoutRoutes(app: FastifyInstance, options: CheckoutRoutesOptions): Promise<void> {
  await app.register(orderCreateRoute, { allowedOrigins: options.allowedOrigins });
  const approved = options.onPaymentApproved ? { onPaymentApproved: options.onPaymentApproved } : {};
  const provider = options.paymentProvider;
  if (provider?.id === 'sandbox') await app.register(paymentRoutes, approved);
  if (isRemoteAcquirer(provider)) await app.register(remotePaymentRoutes, { acquirer: provider, ...approved });
  if (options.devRoutes) await app.register(checkoutDevRoutes);
}
