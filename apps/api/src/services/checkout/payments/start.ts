// The payment step of a new master order: paying on delivery (or nothing left to pay) goes straight
// to the thank-you page; paying online records a pending payment and sends the shopper to the
// provider's page, which returns to the thank-you page.
import { checkoutErrorCodes, orderFieldPointer, orderFields, thankYouUrl } from '@ornament/api-contract';
import { paymentMethodOf } from '@ornament/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { orders, payments } from '../../../db/schema';
import { HttpError } from '../../../plugins/httpError';
import { checkoutServerMessages as messages } from '../messages';
import type { PaymentProvider } from './provider';

export interface PaymentStepInput {
  masterOrderId: number;
  userId: string;
  method: string;
  amount: number;
  currency: string;
  /** An allowed storefront origin, or '' (a server-side caller): URLs then stay relative. */
  origin: string;
  /** The app's acquirer (app.paymentProvider); none in live production until one is configured. */
  provider: PaymentProvider | null;
}

/** 422: an online payment asked of a shop that has no acquirer (live production without one). */
export function onlinePaymentUnavailable(): HttpError {
  return new HttpError(422, checkoutErrorCodes.onlinePaymentUnavailable, messages.onlinePaymentUnavailable, orderFieldPointer(orderFields.paymentMethod));
}

/** Returns the order's backUrl. Throws (the order's transaction rolls back) when no acquirer can take it. */
export async function startPayment(db: Db, input: PaymentStepInput): Promise<string> {
  const returnUrl = `${input.origin}${thankYouUrl(input.masterOrderId)}`;
  if (paymentMethodOf(input.method)?.onDelivery) return returnUrl;
  if (input.amount <= 0) {
    await db.update(orders).set({ paid: true }).where(and(eq(orders.masterOrderId, input.masterOrderId), eq(orders.userId, input.userId)));
    return returnUrl;
  }
  const provider = input.provider;
  if (!provider) throw onlinePaymentUnavailable();
  const [payment] = await db
    .insert(payments)
    .values({ masterOrderId: input.masterOrderId, userId: input.userId, provider: provider.id, amount: input.amount, currency: input.currency, returnUrl })
    .returning({ id: payments.id });
  return provider.paymentPageUrl({ paymentId: payment!.id, masterOrderId: input.masterOrderId, amount: input.amount, currency: input.currency, origin: input.origin });
}
