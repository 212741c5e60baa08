// The payment provider interface (ARCHITECTURE "Outside services behind interfaces"): checkout asks
// the provider where to send the shopper for a payment; the provider reports the outcome back
// through settlePayment. A production acquirer plugs in beside the local sandbox driver.
import { type PaymentProviderId } from '@ornament/api-contract';

export interface PaymentStart {
  paymentId: string;
  masterOrderId: number;
  amount: number;
  currency: string;
  /** The storefront origin the shopper came from (an allowed origin), or '' to stay relative. */
  origin: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The page the shopper pays on (the order's backUrl). */
  paymentPageUrl(start: PaymentStart): string;
}
