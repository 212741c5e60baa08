// Issue 19 §2: a return moves forward only (new → sent → received → refunded) and can be cancelled
// until the shop has it (new or sent); 'refunded' and 'cancelled' are final. Finding 12: its money
// comes back where it came from: to the card an order paid online was paid with, by transfer to the
// account the shopper gave for an order paid in cash or on delivery, or not as money at all when
// points and the gift card paid the returned items.
import type { ReturnStatus } from './payments';

const nextReturnStatuses: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  new: ['sent', 'cancelled'],
  sent: ['received', 'cancelled'],
  received: ['refunded'],
  refunded: [],
  cancelled: [],
};

/** Whether an operator may move a return from `from` to `to` (a stored status that is not one of ours moves nowhere). */
export function canMoveReturn(from: string, to: ReturnStatus): boolean {
  return (nextReturnStatuses as Readonly<Record<string, readonly ReturnStatus[] | undefined>>)[from]?.includes(to) ?? false;
}

export const returnRefundMethods = ['card', 'transfer', 'points'] as const;
export type ReturnRefundMethod = (typeof returnRefundMethods)[number];

/** How a return's money part goes back: `paidOnline` is an order paid through the acquirer. */
export function returnRefundMethodOf(money: number, paidOnline: boolean): ReturnRefundMethod {
  if (money <= 0) return 'points';
  return paidOnline ? 'card' : 'transfer';
}
