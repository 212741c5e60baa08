// The local payment driver: an acquiring page served by the API itself (sandboxPage.ts), reached
// through the storefront's own origin like every /api/ call, so the shopper's session cookie goes
// with it and the decision form posts back to the same origin. Its refunds succeed at once.
import { paths } from '@ornament/api-contract';
import type { PaymentProvider } from './provider';

export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  paymentPageUrl: (start) => `${start.origin}${paths.paymentSandbox(start.paymentId)}`,
  refund: async () => ({ status: 'succeeded', externalId: null }),
};
