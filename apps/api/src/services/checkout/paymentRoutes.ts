// The sandbox acquiring page (GET) and its decision (POST, a plain form), at paths.paymentSandbox.
// Only the payment's owner sees it: another session reads 404. Reached through the storefront's
// origin, so the origin guard checks the form's Origin like any state-changing call.
import { checkoutServerMessages as messages } from './messages';
import { paths, paymentSandboxBodySchema, paymentSandboxParamsSchema } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { sandboxPageHtml, sandboxPagePolicy } from './payments/sandboxPage';
import { paymentOf, settlePayment, type PaymentRow } from './payments/settle';

function originOf(url: string): string {
  return /^https?:\/\//.test(url) ? new URL(url).origin : '';
}

function securityHeaders(reply: FastifyReply, returnUrl: string): FastifyReply {
  return reply
    .header('content-security-policy', sandboxPagePolicy(originOf(returnUrl)))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store');
}

function page(reply: FastifyReply, payment: PaymentRow) {
  return securityHeaders(reply, payment.returnUrl)
    .type('text/html; charset=utf-8')
    .send(
      sandboxPageHtml({
        masterOrderId: payment.masterOrderId,
        amount: payment.amount,
        currency: payment.currency as CurrencyCode,
        pending: payment.status === 'pending',
        returnUrl: payment.returnUrl,
      }),
    );
}

export interface PaymentRoutesOptions {
  /** Called once the approval has committed, so an SMS can never hold up or undo a payment. */
  onPaymentApproved?: () => void;
}

export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The page's forms post urlencoded bodies; only this plugin's routes accept them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const notFound = () => HttpError.notFound(messages.paymentNotFound);

  routes.get(local(paths.paymentSandbox(':paymentId')), { schema: { params: paymentSandboxParamsSchema } }, async (request, reply) => {
    const user = await request.sessionUser();
    const payment = user ? await paymentOf(app.db, request.params.paymentId, user.id) : null;
    if (!payment || payment.provider !== 'sandbox') throw notFound();
    return page(reply, payment);
  });

  routes.post(
    local(paths.paymentSandbox(':paymentId')),
    { schema: { params: paymentSandboxParamsSchema, body: paymentSandboxBodySchema } },
    async (request, reply) => {
      const user = await request.sessionUser();
      const payment = user ? await settlePayment(app.db, request.params.paymentId, user.id, request.body.decision) : null;
      if (!payment || payment.provider !== 'sandbox') throw notFound();
      if (payment.status === 'approved') options.onPaymentApproved?.();
      return securityHeaders(reply, payment.returnUrl).redirect(payment.returnUrl, 303);
    },
  );
}
