// Sends bought gift cards to their recipients (issue 8): one SMS each once its payment is approved
// and its send time has come. A failed send is tried again later with a growing wait, up to
// giftCardDeliveryRules.maxAttempts; after that the purchase keeps delivery_error for an operator.
// SMS only: the API has no mail provider yet, so the recipient's e-mail is not written to.
import { giftCardRecipientSms } from '@ornament/domain';
import type { Db } from '../../db';
import type { SmsProvider } from '../sms/provider';
import { claimDueDeliveries, type DeliveryClaim, markDelivered, markFailed } from './deliveryClaims';

export interface GiftCardDeliveryDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  /** Told when a purchase gives up (never the phone or the text). */
  onGaveUp?: (purchaseId: number, error: string) => void;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

const batchSize = 50;
/** A run stops after this many batches; the next run (timer or approval) takes the rest. */
const maxBatches = 20;
const errorMaxLength = 500;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, errorMaxLength);
}

async function deliver(deps: GiftCardDeliveryDeps, claim: DeliveryClaim): Promise<boolean> {
  try {
    await deps.sms.send({ phone: claim.recipientPhone, channel: 'sms', text: giftCardRecipientSms(claim) });
  } catch (error) {
    const text = errorText(error);
    if (await markFailed(deps.db, claim, text, deps.now())) deps.onGaveUp?.(claim.id, text);
    return false;
  }
  await markDelivered(deps.db, claim.id, deps.now());
  return true;
}

/** One pass over the due purchases; safe to run at the same time on several replicas. */
export async function deliverDueGiftCards(deps: GiftCardDeliveryDeps, signal?: AbortSignal): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  // A stopping process finishes the batch it claimed (its leases would otherwise hold those cards for
  // deliveryLeaseMs) and claims no more: the other replicas take the rest on their next run.
  for (let batch = 0; batch < maxBatches && !signal?.aborted; batch++) {
    const claims = await claimDueDeliveries(deps.db, deps.now(), batchSize);
    for (const claim of claims) {
      if (await deliver(deps, claim)) report.sent++;
      else report.failed++;
    }
    if (claims.length < batchSize) break;
  }
  return report;
}
