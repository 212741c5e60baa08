import type { OrderStatusGroup } from '@ornament/domain';

/** The list of one status tab: the active tab is the list's own address, the completed one `?status=completed`. */
export function orderListPath(base: string, status: OrderStatusGroup): string {
  return status === 'active' ? base : `${base}?status=${status}`;
}

/** An order's page; opened from the completed tab it is read as a completed order (final-order/{id}, S3.7.28). */
export function orderDetailPath(base: string, id: number, completed: boolean): string {
  return `${base}${id}/${completed ? '?status=completed' : ''}`;
}
