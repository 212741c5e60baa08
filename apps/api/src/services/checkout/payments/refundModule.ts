// Wires the refund job into the app: `app.paymentRefunds` (kicked after a shopper's cancellation
// commits, awaited by tests; null without an acquirer), its timer for the operator's closings and the
// retries, and its stop when the app closes.
import type { FastifyInstance } from 'fastify';
import type { JobScheduler } from '../../../jobs/jobScheduler';
import { registerJob } from '../../../jobs/registerJob';
import type { PaymentProvider } from './provider';
import { sendPendingRefunds } from './refunds';

declare module 'fastify' {
  interface FastifyInstance {
    paymentRefunds: JobScheduler | null;
  }
}

export function registerPaymentRefunds(app: FastifyInstance, { provider, intervalMs }: { provider: PaymentProvider | null; intervalMs: number }): void {
  const scheduler = provider
    ? registerJob(app, {
        name: 'payment refunds',
        intervalMs,
        run: async (signal) => {
          const result = await sendPendingRefunds(app.db, provider, { signal });
          if (result.failed > 0) app.log.warn({ ...result, provider: provider.id }, 'some refunds could not be sent; retried on the next run');
        },
      })
    : null;
  app.decorate('paymentRefunds', scheduler);
}
