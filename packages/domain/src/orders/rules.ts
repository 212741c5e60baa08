// The personal account's order and return rules (spec 3 §4 "Orders", §7). The spec names the calls
// and the status codes; which statuses a shopper may cancel, pay again or return, and the return
// window, are this shop's rules and live here so the API and the storefront agree.
import { paymentMethodOf } from './payments';
import { type OrderDisplayState, displayStateOf } from './statuses';

/** The two tabs of /personal/orders/: the `{status}` segment of GET profile/user/{status}/orders/. */
export const orderStatusGroups = ['active', 'completed'] as const;
export type OrderStatusGroup = (typeof orderStatusGroups)[number];

/** Final status codes: completed (F, B), annulled (C) and rejected (J) orders never change again. */
export const finalOrderStatusCodes = ['F', 'B', 'C', 'J'] as const;
/** Bought out: the only orders whose items can be returned. */
export const completedOrderStatusCodes = ['F', 'B'] as const;
/** Before it leaves the warehouse or while it waits in a store, a shopper may cancel an order. */
export const cancellableOrderStatusCodes = ['N', 'A', 'R', 'T'] as const;

export const ordersPageSize = 10;
export const returnsPageSize = 10;
/** Days after completion during which bought-out items can be returned (consumer law: 14 days). */
export const returnWindowDays = 14;
/** A pickup reserve moves by this many days, once. */
export const reserveProlongDays = 3;

export interface OrderState {
  /** Spec status code (N, A, T, S, R, J, C, F, B). */
  readonly status: string;
  readonly cancelInProgress: boolean;
  readonly paid: boolean;
  readonly deliveryType: string;
  readonly reserveUntil: Date | null;
  readonly reserveProlonged: boolean;
  readonly completedAt: Date | null;
}

export function isFinalStatus(status: string): boolean {
  return (finalOrderStatusCodes as readonly string[]).includes(status);
}

export function isCompletedStatus(status: string): boolean {
  return (completedOrderStatusCodes as readonly string[]).includes(status);
}

export function statusGroupOf(status: string): OrderStatusGroup {
  return isFinalStatus(status) ? 'completed' : 'active';
}

export function isOrderStatusGroup(value: string): value is OrderStatusGroup {
  return (orderStatusGroups as readonly string[]).includes(value);
}

/**
 * The code the shopper sees: an open order being cancelled reads 'cancel in progress', an open
 * unpaid order paid online reads 'not paid'; final codes always show themselves.
 */
export function effectiveStatusCode(order: Pick<OrderState, 'status' | 'cancelInProgress' | 'paid'> & { readonly paymentMethod: string }): string {
  if (isFinalStatus(order.status)) return order.status;
  if (order.cancelInProgress) return 'cancel in progress';
  if (!order.paid && paysOnline(order.paymentMethod)) return 'not paid';
  return order.status;
}

export function effectiveDisplayState(order: Pick<OrderState, 'status' | 'cancelInProgress' | 'paid'> & { readonly paymentMethod: string }): OrderDisplayState {
  return displayStateOf(effectiveStatusCode(order));
}

export function canCancel(order: OrderState): boolean {
  return (cancellableOrderStatusCodes as readonly string[]).includes(order.status) && !order.cancelInProgress;
}

/**
 * Cancelling an unpaid order annuls it at once (C); a paid one needs a refund, so it waits in
 * 'cancel in progress' until the operator returns the money.
 */
export function cancelOutcome(order: Pick<OrderState, 'paid'>): 'annul' | 'cancel in progress' {
  return order.paid ? 'cancel in progress' : 'annul';
}

export function canChangePayment(order: OrderState): boolean {
  return !order.paid && !isFinalStatus(order.status) && !order.cancelInProgress;
}

export function isReserveLive(order: Pick<OrderState, 'deliveryType' | 'reserveUntil'>, now: Date): boolean {
  return order.deliveryType === 'pickup' && order.reserveUntil !== null && order.reserveUntil.getTime() > now.getTime();
}

export function canProlongReserve(order: OrderState, now: Date): boolean {
  return (order.status === 'R' || order.status === 'T') && !order.cancelInProgress && !order.reserveProlonged && isReserveLive(order, now);
}

export function prolongedReserve(reserveUntil: Date): Date {
  return new Date(reserveUntil.getTime() + reserveProlongDays * 24 * 60 * 60 * 1000);
}

/** The last moment a completed order takes a return, or null when it is not completed. */
export function returnDeadline(order: Pick<OrderState, 'status' | 'completedAt'>): Date | null {
  if (!isCompletedStatus(order.status) || !order.completedAt) return null;
  return new Date(order.completedAt.getTime() + returnWindowDays * 24 * 60 * 60 * 1000);
}

export function canReturn(order: Pick<OrderState, 'status' | 'completedAt'>, now: Date): boolean {
  const deadline = returnDeadline(order);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/** A reservation that ran out while still waiting in the store: its chip turns 'overdue'. */
export function isReservationExpired(order: Pick<OrderState, 'status' | 'deliveryType' | 'reserveUntil'>, now: Date): boolean {
  return (order.status === 'R' || order.status === 'T') && order.deliveryType === 'pickup' && order.reserveUntil !== null && order.reserveUntil.getTime() <= now.getTime();
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

function paysOnline(method: string): boolean {
  return paymentMethodOf(method)?.onDelivery !== true;
}
