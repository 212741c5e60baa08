// YooKassa's HTTP API (v3) as our acquirer: cards, SberPay, SBP and installments on YooKassa's own
// page. A payment is created with our payment id as its Idempotence-Key and in its metadata, captured
// at once, and its page returns the shopper to our thank-you page. Its notifications are never
// believed: the notification route reads the payment back through fetchPayment. Refunds carry our
// refund id as their Idempotence-Key. Every call has a timeout; any failure is a PaymentProviderError.
import { z } from 'zod';
import { PaymentProviderError, type RemoteAcquirer, type RemotePayment } from './provider';
import { paths } from '@ornament/api-contract';

export interface YookassaSettings {
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** Per call; YooKassa answers in well under a second. */
  timeoutMs?: number;
}

const amountSchema = z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string().length(3) });
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  metadata: z.record(z.string(), z.string()).optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.url().optional() }).optional(),
});
const refundSchema = z.object({ id: z.string().min(1), status: z.enum(['pending', 'succeeded', 'canceled']) });

const valueOf = (amount: number): string => amount.toFixed(2);

function remotePaymentOf(payment: z.infer<typeof paymentSchema>): RemotePayment {
  return {
    externalId: payment.id,
    status: payment.status,
    amount: Number(payment.amount.value),
    currency: payment.amount.currency,
    paymentId: payment.metadata?.payment_id ?? null,
  };
}

export function yookassaProvider(settings: YookassaSettings): RemoteAcquirer {
  const root = settings.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  async function call<T extends z.ZodType>(schema: T, method: 'GET' | 'POST', path: string, options: { body?: unknown; idempotenceKey?: string } = {}): Promise<z.infer<T> | null> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.idempotenceKey ? { 'idempotence-key': options.idempotenceKey } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`YooKassa ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404 && method === 'GET') return null;
    const text = await response.text();
    if (!response.ok) throw new PaymentProviderError(`YooKassa ${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    const parsed = schema.safeParse(JSON.parse(text || 'null'));
    if (!parsed.success) throw new PaymentProviderError(`YooKassa ${method} ${path}: unexpected answer`);
    return parsed.data;
  }

  return {
    id: 'yookassa',
    // The pay link of ours creates the payment at YooKassa on the shopper's click, outside the order's transaction.
    paymentPageUrl: (start) => `${start.origin}${paths.paymentPay(start.paymentId)}`,

    async create(payment) {
      const created = await call(paymentSchema, 'POST', '/payments', {
        idempotenceKey: payment.paymentId,
        body: {
          amount: { value: valueOf(payment.amount), currency: payment.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: payment.returnUrl },
          description: payment.description.slice(0, 128),
          metadata: { payment_id: payment.paymentId },
        },
      });
      const confirmationUrl = created?.confirmation?.confirmation_url;
      if (!created || !confirmationUrl || !/^https?:\/\//.test(confirmationUrl)) throw new PaymentProviderError('YooKassa gave no confirmation page');
      return { externalId: created.id, confirmationUrl };
    },

    async fetchPayment(externalId) {
      const payment = await call(paymentSchema, 'GET', `/payments/${encodeURIComponent(externalId)}`);
      return payment ? remotePaymentOf(payment) : null;
    },

    async refund(request) {
      if (!request.externalPaymentId) throw new PaymentProviderError('a YooKassa refund needs the payment’s id');
      const refund = await call(refundSchema, 'POST', '/refunds', {
        idempotenceKey: request.refundId,
        body: { payment_id: request.externalPaymentId, amount: { value: valueOf(request.amount), currency: request.currency } },
      });
      if (!refund) throw new PaymentProviderError('YooKassa gave no refund');
      return { status: refund.status, externalId: refund.id };
    },
  };
}
