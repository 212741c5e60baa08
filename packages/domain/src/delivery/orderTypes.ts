// Delivery order types and their groups (spec 3 §3, §4).

export const orderTypes = ['sim', 'express', 'in_stock', 'zvm', 'express_zvm', 'pvz'] as const;
export type OrderType = (typeof orderTypes)[number];

export const deliveryGroups = {
  courier: ['sim', 'express'],
  pickup: ['in_stock', 'zvm', 'express_zvm', 'pvz'],
} as const satisfies Record<string, readonly OrderType[]>;
export type DeliveryGroup = keyof typeof deliveryGroups;

export function isOrderType(value: string): value is OrderType {
  return (orderTypes as readonly string[]).includes(value);
}

export function groupOf(type: OrderType): DeliveryGroup {
  return (deliveryGroups.courier as readonly OrderType[]).includes(type) ? 'courier' : 'pickup';
}

/** The pickup tab is active for pickup types, and for sim when a pick-up point (pvz) is chosen. */
export function isPickupTab(type: OrderType, hasPvz: boolean): boolean {
  return groupOf(type) === 'pickup' || (type === 'sim' && hasPvz);
}

/** The delivery tab is active for sim or express without a pick-up point. */
export function isDeliveryTab(type: OrderType, hasPvz: boolean): boolean {
  return groupOf(type) === 'courier' && !hasPvz;
}

/** Courier orders need a delivery address (spec 3 §5). */
export function needsDeliveryAddress(type: OrderType, hasPvz: boolean): boolean {
  return isDeliveryTab(type, hasPvz);
}
