// Wires the gift-card delivery into the app: `app.giftCardDelivery` (kicked after a payment approval,
// awaited by tests), the timer for cards sent later (started once the app is ready, when the interval
// is above 0), and its stop when the app closes.
import type { FastifyInstance } from 'fastify';
import type { JobScheduler } from '../../jobs/jobScheduler';
import { registerJob } from '../../jobs/registerJob';
import type { SmsProvider } from '../sms/provider';
import { deliverDueGiftCards } from './delivery';

declare module 'fastify' {
  interface FastifyInstance {
    giftCardDelivery: JobScheduler;
  }
}

export interface GiftCardDeliveryOptions {
  sms: SmsProvider;
  now: () => Date;
  /** 0: no timer (the kick after an approval still sends cards due at once). */
  intervalMs: number;
}

export function registerGiftCardDelivery(app: FastifyInstance, { sms, now, intervalMs }: GiftCardDeliveryOptions): JobScheduler {
  const scheduler = registerJob(app, {
    name: 'gift card delivery',
    intervalMs,
    run: (signal) =>
      deliverDueGiftCards(
        {
          db: app.db,
          sms,
          now,
          onGaveUp: (purchaseId, error) => app.log.warn({ purchaseId, error }, 'gift card not delivered: the last SMS attempt failed'),
        },
        signal,
      ),
  });
  app.decorate('giftCardDelivery', scheduler);
  return scheduler;
}
