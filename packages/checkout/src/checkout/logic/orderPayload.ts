// The order-create body (spec 3 §5 "Order payload rules", §7): KZ carries the buyer iin only when
// present; an operator sends the customer (the recipient) as the buyer and no e-mail; courier orders
// send floor and porch as numbers and the slot fields when slots exist; useEzvm only for RU and not
// for the diamond brand. Prices are never sent: the server recomputes the basket.
import type { BasketCalculateBody, DeliveryAddress, OrderCreateBody } from '@ornament/api-contract';
import { needsDeliveryAddress, usesEzvm, type BrandId, type CountryCode, type OrderType } from '@ornament/domain';
import type { BuyerFields, PersonFields } from './contacts';
import type { TimeSlot } from './timeSlots';

export type OrderAddress = Omit<DeliveryAddress, 'id'> & { id: number | string };

export interface OrderPayloadInput {
  country: CountryCode;
  brand: BrandId;
  isCallCenterOperator: boolean;
  buyer: BuyerFields;
  recipient: PersonFields | null;
  orderType: OrderType;
  hasPvz: boolean;
  /** The courier address: a saved one, or the unsaved draft (its id ends in '-new'); null for pickup. */
  address: OrderAddress | null;
  slot: { date: string; slot: TimeSlot } | null;
  comment: string;
  callBackRequest: boolean;
  /** The flags the basket page calculates with (bonuses, stars, employee discount, gift card, …). */
  calculate: BasketCalculateBody;
}

const trimmed = (value: string) => value.trim();

/** '3' → 3; '' or anything else → null. */
export function levelNumber(value: string): number | null {
  const text = value.trim();
  return /^-?\d{1,3}$/.test(text) ? Number(text) : null;
}

/** 'HH:MM' of '10:00' or '10:00:00'. */
const hhmm = (time: string) => time.slice(0, 5);

function contactFields(input: OrderPayloadInput): Partial<OrderCreateBody> {
  const { recipient, buyer, country } = input;
  if (input.isCallCenterOperator && recipient) {
    const customer = { name: trimmed(recipient.name), surname: trimmed(recipient.surname), phone: trimmed(recipient.phone) };
    const iin = recipient.iin.trim();
    return {
      buyerName: customer.name,
      buyerSurname: customer.surname,
      buyerPhone: customer.phone,
      ...(country === 'KZ' && iin ? { buyerIin: iin } : {}),
      recipientName: customer.name,
      recipientSurname: customer.surname,
      recipientPhone: customer.phone,
    };
  }
  const iin = buyer.iin.trim();
  const email = buyer.email.trim();
  return {
    buyerName: trimmed(buyer.name),
    buyerSurname: trimmed(buyer.surname),
    buyerPhone: trimmed(buyer.phone),
    ...(email ? { buyerEmail: email } : {}),
    ...(country === 'KZ' && iin ? { buyerIin: iin } : {}),
    ...(recipient ? { recipientName: trimmed(recipient.name), recipientSurname: trimmed(recipient.surname), recipientPhone: trimmed(recipient.phone) } : {}),
  };
}

function courierFields(address: OrderAddress, slot: OrderPayloadInput['slot']): Partial<OrderCreateBody> {
  const saved = typeof address.id === 'number';
  return {
    buyerDelivery: {
      region: address.region,
      city: address.city,
      street: address.street,
      house: address.house,
      apartment: address.apartment,
      floor: levelNumber(address.floor),
      porch: levelNumber(address.porch),
      intercom: address.intercom,
    },
    deliveryAddress: saved ? address.id : address.address,
    deliveryCountryGuid: address.country_fias_id,
    deliveryRegionGuid: address.region_fias_id,
    deliveryCityGuid: address.city_fias_id,
    ...(slot
      ? { deliveryDate: slot.date, deliveryTimeFrom: hhmm(slot.slot.time_from), deliveryTimeTo: hhmm(slot.slot.time_to), timeSlotId: String(slot.slot.time_slot_id) }
      : {}),
  };
}

export function buildOrderPayload(input: OrderPayloadInput): OrderCreateBody {
  const { calculate, address } = input;
  const courier = needsDeliveryAddress(input.orderType, input.hasPvz) && address !== null;
  const comment = input.comment.trim();
  return {
    ...contactFields(input),
    ...(comment ? { buyerComment: comment } : {}),
    isUseAllBonuses: calculate.isUseAllBonuses ?? false,
    isUseAllStarsPoints: calculate.isUseAllStarsPoints ?? false,
    isEmployeeDiscount: calculate.isEmployeeDiscount ?? false,
    applyGiftCard: calculate.applyGiftCard ?? false,
    turnOffPromotions: calculate.turnOffPromotions ?? false,
    deliveryWhole: calculate.deliveryWhole ?? false,
    callBackRequest: input.callBackRequest,
    useEzvm: usesEzvm(input.country, input.brand) && (calculate.useEzvm ?? false),
    ...(courier ? courierFields(address, input.slot) : {}),
  };
}
