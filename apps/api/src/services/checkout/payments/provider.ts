// The payment provider interface (ARCHITECTURE "Outside services behind interfaces"): checkout asks
// the provider where to send the shopper for a payment; the outcome comes back through settlePayment,
// from the sandbox page's decision or from a remote acquirer's verified notification. Drivers: the
// local sandbox (sandbox.ts) and YooKassa's HTTP API (yookassa.ts); paymentProviderOf picks one.
import type { PaymentProviderId } from '@ornament/api-contract';

export interface PaymentStart {
  paymentId: string;
  masterOrderId: number;
  amount: number;
  currency: string;
  /** The storefront origin the shopper came from (an allowed origin), or '' to stay relative. */
  origin: string;
}

/** A payment as the remote acquirer holds it: what a notification is checked against. */
export interface RemotePayment {
  externalId: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: number;
  currency: string;
  /** Our payment id, as we sent it in the payment's metadata. */
  paymentId: string | null;
}

export interface RefundRequest {
  /** Our refund's id: the provider's Idempotence-Key, so a retry never refunds twice. */
  refundId: string;
  /** The acquirer's payment id (null for the sandbox, which has none). */
  externalPaymentId: string | null;
  amount: number;
  currency: string;
}

export interface RefundOutcome {
  status: 'pending' | 'succeeded' | 'canceled';
  externalId: string | null;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The page checkout sends the shopper to (the order's backUrl): always a URL of ours. */
  paymentPageUrl(start: PaymentStart): string;
  /** Gives money back for an approved payment. Throws when the provider cannot be reached (retried later). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface RemotePaymentCreation {
  paymentId: string;
  amount: number;
  currency: string;
  /** Where the provider's page sends the shopper afterwards (our thank-you page). */
  returnUrl: string;
  description: string;
}

/** An acquirer whose payment page is its own: the payment is created there and read back from there. */
export interface RemoteAcquirer extends PaymentProvider {
  /** Creates the payment (idempotent on our payment id); returns its id and the page to send the shopper to. */
  create(payment: RemotePaymentCreation): Promise<{ externalId: string; confirmationUrl: string }>;
  /** The payment as the provider holds it; null when it does not know the id. */
  fetchPayment(externalId: string): Promise<RemotePayment | null>;
}

export function isRemoteAcquirer(provider: PaymentProvider | null): provider is RemoteAcquirer {
  return provider !== null && 'fetchPayment' in provider;
}

/** The provider could not be reached or answered with an error: nothing was decided. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
