// Wires the gift-card delivery into the app: `app.giftCardDelivery` (kicked after a payment approval,
// awaited by tests), the timer for cards sent later (started once the app is ready, when the interval
// is above 0), and its stop when the app closes.
import { type FastifyInstance } from 'fastify';
import { type SmsProvider } from '../sms/provider';
import { deliverDueGiftCards } from './delivery';
import { type DeliveryScheduler, deliveryScheduler } from './deliveryScheduler';

declare module 'fastify' {
  interface FastifyInstance {
    giftCardDelivery: DeliveryScheduler;
  }
}

export interface GiftCardDeliveryOptions {
  sms: SmsProvider;
  now: () => Date;
  /** 0: no timer (the kick after an approval still sends cards due at once). */
  intervalMs: number;
}

export function registerGiftCardDelivery(app: FastifyInstance, { sms, now, intervalMs }: GiftCardDeliveryOptions): DeliveryScheduler {
  const scheduler = deliveryScheduler(
    () =>
      deliverDueGiftCards({
        db: app.db,
        sms,
        now,
        onGaveUp: (purchaseId, error) => app.log.warn({ purchaseId, error }, 'gift card not delivered: the last SMS attempt failed'),
      }),
    (error) => app.log.error({ err: error }, 'gift card delivery run failed'),
  );
  app.decorate('giftCardDelivery', scheduler);
  if (intervalMs > 0) app.addHook('onReady', async () => scheduler.start(intervalMs));
  app.addHook('onClose', async () => scheduler.stop());
  return scheduler;
}
