// Where and when the order goes (spec 3 §4–§5): the receiving method chosen in the basket, the
// courier address (a saved address, the structured buyerDelivery, or one line), the date and slot
// among those the basket offers, and a payment method the basket offers.
import { type AddressParts, type Basket, type OrderCreateInput, checkoutErrorCodes, orderFieldPointer, orderFields } from '@ornament/api-contract';
import { type OrderType, groupOf, needsDeliveryAddress } from '@ornament/domain';
import type { FieldError } from '../../plugins/httpError';
import type { BasketDeliveryChoice } from '../basket/calculate';
import { checkoutServerMessages as messages } from './messages';

export interface SavedAddress extends AddressParts {
  id: number;
  address: string;
  region: string;
  city: string;
}

export interface DeliveryPlan {
  orderType: OrderType;
  /** The account's delivery type: 'courier' | 'pickup' | 'express'. */
  deliveryType: 'courier' | 'pickup' | 'express';
  /** The shop the shopper picks up from (in_stock, zvm, express_zvm), else null. */
  pickupStoreId: number | null;
  pvzCode: string | null;
  address: string | null;
  deliveryAddress: Record<string, string> | null;
  deliveryDate: string | null;
  slot: { id: string; from: string; to: string } | null;
  paymentMethod: string;
}

export interface DeliveryInputs {
  body: OrderCreateInput;
  choice: BasketDeliveryChoice;
  basket: Pick<Basket, 'deliveryInfo' | 'paymentInfo' | 'errors'>;
  paymentMethod: string | null;
  /** The shopper's saved address of `deliveryAddress` (an id) or of the basket's choice, when owned. */
  savedAddress: SavedAddress | null;
  hasSavedAddresses: boolean;
}

const fieldError = (field: Parameters<typeof orderFieldPointer>[0], detail: string, code: string = checkoutErrorCodes.invalidField): FieldError => ({
  code,
  detail,
  pointer: orderFieldPointer(field),
});

function deliveryTypeOf(type: OrderType, hasPvz: boolean): DeliveryPlan['deliveryType'] {
  if (type === 'express') return 'express';
  return groupOf(type) === 'courier' && !hasPvz ? 'courier' : 'pickup';
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The courier address: structured body fields win, then a saved address, then a single line. */
function courierAddress(inputs: DeliveryInputs, errors: FieldError[]): Pick<DeliveryPlan, 'address' | 'deliveryAddress'> {
  const { body, savedAddress } = inputs;
  const given = body.buyerDelivery;
  if (given && (text(given.street) || text(given.house))) {
    if (!text(given.street)) errors.push(fieldError(orderFields.deliveryAddressStreet, messages.streetRequired));
    if (!text(given.house)) errors.push(fieldError(orderFields.deliveryAddressHouse, messages.houseRequired));
    const parts = {
      region: text(given.region),
      city: text(given.city) || savedAddress?.city || '',
      street: text(given.street),
      house: text(given.house),
      apartment: text(given.apartment),
      floor: text(given.floor),
      porch: text(given.porch),
      intercom: text(given.intercom),
    };
    const line = typeof body.deliveryAddress === 'string' && body.deliveryAddress ? body.deliveryAddress : [parts.city, parts.street, parts.house && `д. ${parts.house}`, parts.apartment && `кв. ${parts.apartment}`].filter(Boolean).join(', ');
    return { address: line, deliveryAddress: parts };
  }
  if (savedAddress) {
    const { id: _id, address, ...parts } = savedAddress;
    return { address, deliveryAddress: parts };
  }
  if (typeof body.deliveryAddress === 'string' && body.deliveryAddress) return { address: body.deliveryAddress, deliveryAddress: null };
  errors.push(fieldError(orderFields.deliveryAddress, messages.addressRequired(inputs.hasSavedAddresses)));
  return { address: null, deliveryAddress: null };
}

/** The chosen date and slot, which must be among the offered ones when the basket offers any. */
function courierSlot(inputs: DeliveryInputs, errors: FieldError[]): Pick<DeliveryPlan, 'deliveryDate' | 'slot'> {
  const { body, basket, choice } = inputs;
  const offered = basket.deliveryInfo.store.timeslots;
  if (Object.keys(offered).length === 0) return { deliveryDate: choice.date, slot: null };
  const day = body.deliveryDate ? offered[body.deliveryDate] : undefined;
  const slot = day?.find((s) => (body.timeSlotId ? s.time_slot_id === body.timeSlotId : s.time_from === body.deliveryTimeFrom && s.time_to === body.deliveryTimeTo));
  if (!slot || !body.deliveryDate) {
    errors.push(fieldError(orderFields.timeslot, messages.timeslotNotAvailable, checkoutErrorCodes.timeslotNotAvailable));
    return { deliveryDate: null, slot: null };
  }
  return { deliveryDate: body.deliveryDate, slot: { id: slot.time_slot_id, from: slot.time_from, to: slot.time_to } };
}

/** Plans the delivery or throws the 422 field errors of spec 3 §5 (all of them at once). */
export function planDelivery(inputs: DeliveryInputs): { ok: true; plan: DeliveryPlan } | { ok: false; errors: FieldError[] } {
  const { choice, basket } = inputs;
  const errors: FieldError[] = [];
  const type = choice.orderType;
  const paymentMethod = inputs.paymentMethod;
  if (!paymentMethod || !basket.paymentInfo.paymentMethods.some((method) => method.id === paymentMethod)) {
    errors.push(fieldError(orderFields.paymentMethod, messages.paymentMethodRequired));
  }
  if (!type) {
    // The basket dropped a choice that no longer serves it: say so rather than 'choose one'.
    const lost = basket.errors.some((error) => error.message === messages.deliveryUnavailable);
    errors.push(fieldError(orderFields.orderType, lost ? messages.deliveryUnavailable : messages.receivingMethodRequired));
    return { ok: false, errors };
  }
  const hasPvz = Boolean(choice.pvzCode);
  const needsStore = type === 'in_stock' || type === 'zvm' || type === 'express_zvm';
  if ((needsStore && choice.storeId === null) || (type === 'pvz' && !hasPvz)) {
    errors.push(fieldError(orderFields.orderType, messages.receivingMethodRequired));
  } else if (!basket.deliveryInfo.deliveryTimes.some((time) => time.orderType === type)) {
    errors.push(fieldError(orderFields.orderType, messages.deliveryUnavailable));
  }
  let courier: Pick<DeliveryPlan, 'address' | 'deliveryAddress' | 'deliveryDate' | 'slot'> = { address: null, deliveryAddress: null, deliveryDate: choice.date, slot: null };
  if (needsDeliveryAddress(type, hasPvz)) courier = { ...courierAddress(inputs, errors), ...(type === 'sim' ? courierSlot(inputs, errors) : { deliveryDate: choice.date, slot: null }) };
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      orderType: type,
      deliveryType: deliveryTypeOf(type, hasPvz),
      pickupStoreId: needsStore ? choice.storeId : null,
      pvzCode: hasPvz ? choice.pvzCode : null,
      ...courier,
      paymentMethod: paymentMethod!,
    },
  };
}

