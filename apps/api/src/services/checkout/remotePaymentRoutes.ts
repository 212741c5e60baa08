// A remote acquirer's two routes (registered only when PAYMENT_PROVIDER names one):
// - GET paths.paymentPay(id): the order's backUrl. Creates the payment at the provider on the
//   shopper's click, outside the order's transaction, once (a stored confirmation page is reused), and
//   sends the shopper there. Only the payment's owner; a decided payment goes back to the thank-you page.
// - POST paths.paymentNotification(provider): the provider's notification, verified by reading the
//   payment back (payments/notification.ts). 503 when the provider cannot be asked, so it retries.
import { paths, paymentNotificationBodySchema, paymentNotificationParamsSchema, paymentParamsSchema } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payments } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { checkoutServerMessages as messages } from './messages';
import { verifyNotification } from './payments/notification';
import { PaymentProviderError, type RemoteAcquirer } from './payments/provider';
import { paymentUnavailablePageHtml, sandboxPagePolicy } from './payments/sandboxPage';
import { paymentOf } from './payments/settle';

export interface RemotePaymentRoutesOptions {
  acquirer: RemoteAcquirer;
  /** Called once an approval has committed (the gift-card delivery); must not throw. */
  onPaymentApproved?: () => void;
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').header('x-content-type-options', 'nosniff');
}

export async function remotePaymentRoutes(app: FastifyInstance, { acquirer, onPaymentApproved }: RemotePaymentRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.paymentPay(':paymentId')), { schema: { params: paymentParamsSchema } }, async (request, reply) => {
    const user = await request.sessionUser();
    const payment = user ? await paymentOf(app.db, request.params.paymentId, user.id) : null;
    if (!payment || payment.provider !== acquirer.id) throw HttpError.notFound(messages.paymentNotFound);
    if (payment.status !== 'pending') return noStore(reply).redirect(payment.returnUrl, 303);
    if (payment.confirmationUrl) return noStore(reply).redirect(payment.confirmationUrl, 303);
    try {
      const created = await acquirer.create({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        returnUrl: payment.returnUrl,
        description: `Заказ ${payment.masterOrderId}`,
      });
      await app.db.update(payments).set({ externalId: created.externalId, confirmationUrl: created.confirmationUrl }).where(eq(payments.id, payment.id));
      return noStore(reply).redirect(created.confirmationUrl, 303);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      request.log.warn({ err: error, paymentId: payment.id }, 'payment provider unavailable');
      const returnOrigin = /^https?:\/\//.test(payment.returnUrl) ? new URL(payment.returnUrl).origin : '';
      return noStore(reply)
        .code(503)
        .header('content-security-policy', sandboxPagePolicy(returnOrigin))
        .type('text/html; charset=utf-8')
        .send(paymentUnavailablePageHtml({ retryUrl: request.url, returnUrl: payment.returnUrl }));
    }
  });

  routes.post(
    local(paths.paymentNotification(':provider')),
    { schema: { params: paymentNotificationParamsSchema, body: paymentNotificationBodySchema } },
    async (request, reply) => {
      if (request.params.provider !== acquirer.id) throw HttpError.notFound(messages.paymentNotFound);
      try {
        const verified = await verifyNotification(app.db, acquirer, request.body.object.id);
        if (verified.outcome === 'mismatch') request.log.warn({ paymentId: verified.payment?.id, externalId: request.body.object.id }, 'payment notification disagrees with our payment');
        if (verified.outcome === 'decided' && verified.payment?.status === 'approved') onPaymentApproved?.();
        return noStore(reply).send({ data: { outcome: verified.outcome } });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payment notification not verified: provider unavailable');
        throw new HttpError(503, 'payment_provider_unavailable', messages.paymentProviderUnavailable);
      }
    },
  );
}
