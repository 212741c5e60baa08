import { deliverOnText, deliveryMessages, pickupTodayFromText } from '../messages';
import { groupOf, type OrderType } from './orderTypes';

export interface DeliveryTiming {
  readonly orderType: OrderType;
  /** Days until the order can be received: 0 today, 1 tomorrow. */
  readonly days: number;
  /** The receiving date, already formatted for display. */
  readonly date: string;
  /** Opening time when a single pickup option is offered ('14:00'): 'Забрать сегодня с 14:00'. */
  readonly scheduleTime?: string | null;
  /** Whether the shopper picked a time slot (express without one reads '… за 3 часа'). */
  readonly hasTimeSlot?: boolean;
}

/**
 * When an order a shop holds can be collected today: two hours from now, on the hour ('14:00' at
 * 12:xx), at the latest 23:00 (spec 3 §4 'Забрать сегодня с {time}').
 */
export function pickupReadyTime(localHour: number): string {
  return `${String(Math.min(23, Math.floor(localHour) + 2)).padStart(2, '0')}:00`;
}

/** The delivery line under a method (spec 3 §4 "Delivery text"). */
export function deliveryText(timing: DeliveryTiming): string {
  if (timing.orderType === 'express' && !timing.hasTimeSlot) return deliveryMessages.express;
  if (groupOf(timing.orderType) === 'courier') {
    return timing.days === 0 ? deliveryMessages.courierToday : deliverOnText(timing.date);
  }
  if (timing.days === 0) {
    return timing.scheduleTime ? pickupTodayFromText(timing.scheduleTime) : deliveryMessages.pickupToday;
  }
  if (timing.days === 1) return deliveryMessages.pickupTomorrow;
  return deliverOnText(timing.date);
}
