import type { ReturnResource } from '@ornament/api-contract';
import { formatDate, returnMessages } from '@ornament/domain';

type RefundAttributes = Pick<ReturnResource['attributes'], 'refund-method' | 'refund-paid-at'>;

/**
 * The return's «Как вернём деньги» value (issue 19 finding 12): a transfer the shop has paid out says
 * when, in the shopper's time zone; otherwise the way the money goes back.
 */
export function refundMethodText(attributes: RefundAttributes, timeZone: string): string {
  const method = attributes['refund-method'];
  const paidAt = attributes['refund-paid-at'];
  if (method === 'transfer' && paidAt) return returnMessages.refundTransferred(formatDate(paidAt, timeZone));
  return returnMessages.refundMethods[method];
}
