'use client';

import { orderMessages } from '@ornament/domain';
import { ActionButton } from '../shared/ActionButton';

/** 'Продлить резерв' (POST v6/order/prolong-reserve/): once, by three days; the answer's reason is shown when refused. */
export function ProlongReserve({ orderId }: { orderId: number }) {
  return <ActionButton label={orderMessages.prolong} fallbackError={orderMessages.retryLater} run={(client) => client.orders.prolongReserve({ id: orderId })} />;
}
