// Receiving methods (spec 3 §4 "Delivery-method tabs", "Delivery text"): which tab is active, which
// methods are offered under it, the pickup map's store/pvz tabs and the line under each method.
import type { BasketDeliveryInfo, DeliveryInformation, DeliveryTime } from '@ornament/api-contract';
import { deliveryGroups, deliveryText, isDeliveryTab, isPickupTab, type DeliveryGroup, type OrderType } from '@ornament/domain';

export type MapTab = 'store' | 'pvz';

/** Shops serve in_stock, zvm and express_zvm; pick-up points of delivery services serve pvz. */
export const mapTabTypes: Readonly<Record<MapTab, readonly OrderType[]>> = {
  store: ['in_stock', 'zvm', 'express_zvm'],
  pvz: ['pvz'],
};

export function hasPvz(info: BasketDeliveryInfo): boolean {
  return info.store.pvzId !== null;
}

/** The active tab for the chosen order type, or null when nothing is chosen. */
export function activeTab(info: BasketDeliveryInfo): DeliveryGroup | null {
  const type = info.orderType;
  if (type === null) return null;
  if (isPickupTab(type, hasPvz(info))) return 'pickup';
  return isDeliveryTab(type, hasPvz(info)) ? 'courier' : null;
}

/** A method is available only when its quantity is above 0 or it is the chosen one. */
export function availableMethods(info: BasketDeliveryInfo): DeliveryTime[] {
  return info.deliveryTimes.filter((time) => time.quantity > 0 || time.orderType === info.orderType);
}

export function methodsOfTab(info: BasketDeliveryInfo, tab: DeliveryGroup): DeliveryTime[] {
  const types: readonly OrderType[] = deliveryGroups[tab];
  return availableMethods(info).filter((time) => types.includes(time.orderType));
}

export function mapTabOf(type: OrderType | null): MapTab | null {
  if (type === null) return null;
  if (mapTabTypes.pvz.includes(type)) return 'pvz';
  return mapTabTypes.store.includes(type) ? 'store' : null;
}

/** The pickup map's tabs that have at least one available method. */
export function availableMapTabs(info: BasketDeliveryInfo): MapTab[] {
  const types = new Set(methodsOfTab(info, 'pickup').map((time) => time.orderType));
  return (['store', 'pvz'] as const).filter((tab) => mapTabTypes[tab].some((type) => types.has(type)));
}

/** 'Доставим 2 мая' reads the receiving date as day and month name. */
const monthsGenitive = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] as const;

export function dayMonth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${monthsGenitive[Number(match[2]) - 1] ?? ''}`.trim();
}

/** The line under a method; a single pickup option today with an opening time reads 'Забрать сегодня с {time}'. */
export function methodText(time: DeliveryTime, options: { hasTimeSlot: boolean; singlePickupOption: boolean }): string {
  return deliveryText({
    orderType: time.orderType,
    days: time.deliveryTime,
    date: dayMonth(time.date),
    scheduleTime: options.singlePickupOption ? time.scheduleDeliveryTime : null,
    hasTimeSlot: options.hasTimeSlot,
  });
}

/** A map point's timing line: 'Забрать сегодня с 14:00' when a shop has it all ready today (spec 3 §4). */
export function pointTimingText(info: DeliveryInformation): string | null {
  if (info.order_type === null || info.delivery_time === null) return null;
  return deliveryText({ orderType: info.order_type, days: info.delivery_time, date: info.delivery_date ? dayMonth(info.delivery_date) : '', scheduleTime: info.schedule_time });
}
