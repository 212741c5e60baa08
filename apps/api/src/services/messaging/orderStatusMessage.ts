// The bell message of an order's status move, sent in the move's transaction.
import { orderStatusOf } from '@ornament/domain';
import type { Db } from '../../db';
import { sendMessage } from './send';

export interface OrderMove {
  userId: string;
  orderId: number;
  number: string;
  to: string;
  accrued: number;
}

export function orderStatusText({ number, to, accrued }: Omit<OrderMove, 'userId' | 'orderId'>): { title: string; description: string } {
  const label = orderStatusOf(to).label;
  const bonuses = accrued > 0 ? ` Начислено бонусов: ${accrued}, они станут доступны после окончания срока возврата.` : '';
  return { title: `Заказ № ${number}: ${label.toLowerCase()}`, description: `Статус вашего заказа изменился: «${label}».${bonuses}` };
}

export async function sendOrderStatusMessage(db: Db, move: OrderMove): Promise<void> {
  await sendMessage(db, {
    userId: move.userId,
    subject: 'order',
    ...orderStatusText(move),
    link: `/personal/orders/${move.orderId}/`,
    rawData: { order_id: move.orderId, status: move.to },
    source: 'order-status',
  });
}
