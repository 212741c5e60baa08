// A remote acquirer's notification, verified: its body names a payment and nothing else is read from
// it. The payment is fetched back from the provider, and only when the provider's payment is ours
// (our id in its metadata, the id we stored if we stored one) and carries our amount and currency does
// its status decide ours: succeeded approves, canceled declines. Deciding is once only (settlePayment),
// so a replayed, duplicated or late notification changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { payments } from '../../../db/schema';
import type { RemoteAcquirer } from './provider';
import { type PaymentRow, settlePayment } from './settle';

export type NotificationOutcome =
  /** The provider does not know the id, or its payment is not one of ours. */
  | 'unknown'
  /** The provider's payment disagrees with ours (amount, currency or id): nothing is decided. */
  | 'mismatch'
  /** Still open at the provider. */
  | 'pending'
  /** Our payment is decided (now or before). */
  | 'decided';

export interface VerifiedNotification {
  outcome: NotificationOutcome;
  payment: PaymentRow | null;
}

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** Throws PaymentProviderError when the provider cannot be asked (the notification is then retried by it). */
export async function verifyNotification(db: Db, acquirer: RemoteAcquirer, externalId: string): Promise<VerifiedNotification> {
  const remote = await acquirer.fetchPayment(externalId);
  if (!remote?.paymentId || !/^[0-9a-f-]{36}$/i.test(remote.paymentId)) return { outcome: 'unknown', payment: null };
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, remote.paymentId), eq(payments.provider, acquirer.id)))
    .limit(1);
  if (!payment) return { outcome: 'unknown', payment: null };
  const agrees =
    (payment.externalId === null || payment.externalId === remote.externalId) &&
    sameMoney(payment.amount, remote.amount) &&
    payment.currency === remote.currency;
  if (!agrees) return { outcome: 'mismatch', payment };
  // The create call's answer may have been lost: the id is learnt from the verified payment.
  if (payment.externalId === null) await db.update(payments).set({ externalId: remote.externalId }).where(eq(payments.id, payment.id));
  if (remote.status !== 'succeeded' && remote.status !== 'canceled') return { outcome: 'pending', payment };
  const settled = await settlePayment(db, payment.id, null, remote.status === 'succeeded' ? 'approve' : 'decline');
  return { outcome: 'decided', payment: settled };
}
