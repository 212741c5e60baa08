// Checkout blockers (spec 3 §5 "Checkout"), in the order the page shows them. Each names the area
// whose block shows the message; submit is allowed only when the list is empty.
import { addressRequiredText, checkoutMessages, isValidIin, needsDeliveryAddress, normalizePhone, type CountryCode, type OrderType } from '@ornament/domain';
import type { PersonFields } from './contacts';

export type CheckoutArea = 'auth' | 'user' | 'recipient' | 'delivery' | 'address' | 'payment';

export interface CheckoutIssue {
  area: CheckoutArea;
  message: string;
}

export interface CheckoutValidationInput {
  isGuest: boolean;
  isCallCenterOperator: boolean;
  country: CountryCode;
  buyer: PersonFields;
  recipient: PersonFields | null;
  /** The chosen receiving method; pickup types also need a chosen store or pick-up point. */
  orderType: OrderType | null;
  hasPvz: boolean;
  hasPickupPlace: boolean;
  hasAddress: boolean;
  hasSavedAddresses: boolean;
  paymentMethod: string | null;
}

const filled = (value: string) => value.trim() !== '';

/** Name, surname and a valid phone; in KZ also a valid iin. */
export function isPersonComplete(person: PersonFields, country: CountryCode, needsIin: boolean): boolean {
  if (!filled(person.name) || !filled(person.surname) || !normalizePhone(person.phone, country).ok) return false;
  if (needsIin) return isValidIin(person.iin.trim());
  return person.iin.trim() === '' || country !== 'KZ' || isValidIin(person.iin.trim());
}

export function hasReceivingMethod(input: Pick<CheckoutValidationInput, 'orderType' | 'hasPvz' | 'hasPickupPlace'>): boolean {
  if (input.orderType === null) return false;
  return needsDeliveryAddress(input.orderType, input.hasPvz) || input.hasPickupPlace;
}

export function validateCheckout(input: CheckoutValidationInput): CheckoutIssue[] {
  if (input.isGuest) return [{ area: 'auth', message: checkoutMessages.loginRequired }];
  const issues: CheckoutIssue[] = [];
  const isKz = input.country === 'KZ';
  // An operator's buyer block is the operator; the customer is the recipient (spec 3 §6).
  if (!input.isCallCenterOperator && !isPersonComplete(input.buyer, input.country, isKz)) {
    issues.push({ area: 'user', message: checkoutMessages.buyerRequired });
  }
  if (input.recipient ? !isPersonComplete(input.recipient, input.country, isKz && input.isCallCenterOperator) : input.isCallCenterOperator) {
    issues.push({ area: 'recipient', message: checkoutMessages.recipientRequired });
  }
  if (!hasReceivingMethod(input)) {
    issues.push({ area: 'delivery', message: checkoutMessages.receivingMethodRequired });
  } else if (input.orderType !== null && needsDeliveryAddress(input.orderType, input.hasPvz) && !input.hasAddress) {
    issues.push({ area: 'address', message: addressRequiredText(input.hasSavedAddresses) });
  }
  if (!input.paymentMethod) issues.push({ area: 'payment', message: checkoutMessages.paymentMethodRequired });
  return issues;
}
