import type { ReturnResource } from '@ornament/api-contract';
import { type CurrencyCode, type ReturnRefundMethod, type ReturnStatus, returnReasons, returnRefundMethodOf, returnRefundMethods, returnStatusLabelOf } from '@ornament/domain';
import type { ReturnItemRow, ReturnRow } from './repository';

export function toReturnResource(row: ReturnRow, items: readonly ReturnItemRow[]): ReturnResource {
  return {
    id: row.id,
    type: 'return',
    attributes: {
      'return-number': row.number,
      'order-id': row.orderId,
      'order-number': row.orderNumber,
      status: row.status as ReturnStatus,
      'status-label': returnStatusLabelOf(row.status),
      'track-number': row.trackNumber,
      reason: row.reason,
      'reason-label': returnReasons.find((reason) => reason.code === row.reason)?.label ?? row.reason,
      comment: row.comment,
      'refund-amount': row.refundAmount,
      'refund-bonuses': row.refundBonuses,
      'refund-stars': row.refundStars,
      'refund-gift-card': row.refundGiftCard,
      'refund-method': refundMethodOf(row),
      'refund-paid-at': row.refundMethod === 'transfer' ? (row.refundPaidAt?.toISOString() ?? null) : null,
      currency: row.currency as CurrencyCode,
      'created-at': row.createdAt.toISOString(),
      items: items
        .filter((item) => item.returnId === row.id)
        .map((item) => ({
          'order-item-id': item.orderItemId,
          article: item.article,
          'url-code': item.urlCode,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          price: item.price,
        })),
      'can-cancel': row.status === 'new',
    },
  };
}

/** As recorded when refunded; until then, the way it will go (issue 19 finding 12). */
function refundMethodOf(row: ReturnRow): ReturnRefundMethod {
  const recorded = returnRefundMethods.find((method) => method === row.refundMethod);
  return recorded ?? returnRefundMethodOf(row.refundAmount, row.paidOnline);
}
