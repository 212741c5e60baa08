// Who buys and who receives (spec 3 §5 "Checkout", "Order payload rules", §6): a shopper needs a
// name, surname and phone; another recipient, when given, needs all three too; a call-centre
// operator must name the customer as the recipient, and the order keeps no e-mail. KZ takes an IIN
// only when one is sent, and then it must be 12 digits.
import { type OrderCreateInput, orderFieldPointer, orderFields, checkoutErrorCodes } from '@ornament/api-contract';
import { type CountryCode, normalizePhone } from '@ornament/domain';
import type { OrderRecipient } from '../../db/schema';
import type { FieldError } from '../../plugins/httpError';
import { checkoutServerMessages as messages } from './messages';

export const operatorRole = 'call_center_operator';

export interface Contacts {
  /** The buyer as the order records it (for an operator: the customer they order for). */
  buyer: OrderRecipient;
  /** Who receives the order: another recipient when given, else the buyer. */
  recipient: OrderRecipient;
}

export type ContactsResult = { ok: true; contacts: Contacts } | { ok: false; errors: FieldError[] };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fieldError = (field: Parameters<typeof orderFieldPointer>[0], detail: string): FieldError => ({
  code: checkoutErrorCodes.invalidField,
  detail,
  pointer: orderFieldPointer(field),
});

interface PersonFields {
  name: string;
  surname: string;
  phone: string;
}

/** Name, surname and phone of one person; `required` = the spec text for a missing one. */
function person(input: { name?: string | null; surname?: string | null; phone?: string | null }, fields: Record<keyof PersonFields, Parameters<typeof orderFieldPointer>[0]>, required: string, country: CountryCode, errors: FieldError[]): PersonFields {
  const name = input.name?.trim() ?? '';
  const surname = input.surname?.trim() ?? '';
  const rawPhone = input.phone?.trim() ?? '';
  if (!name) errors.push(fieldError(fields.name, required));
  if (!surname) errors.push(fieldError(fields.surname, required));
  let phone = '';
  if (!rawPhone) errors.push(fieldError(fields.phone, required));
  else {
    const checked = normalizePhone(rawPhone, country);
    if (checked.ok) phone = checked.e164;
    else errors.push(fieldError(fields.phone, messages.phoneInvalid));
  }
  return { name, surname, phone };
}

const buyerFields = { name: orderFields.buyerName, surname: orderFields.buyerSurname, phone: orderFields.buyerPhone } as const;
const recipientFields = { name: orderFields.recipientName, surname: orderFields.recipientSurname, phone: orderFields.recipientPhone } as const;

function hasRecipient(body: OrderCreateInput): boolean {
  return Boolean(body.recipientName?.trim() || body.recipientSurname?.trim() || body.recipientPhone?.trim());
}

export function checkContacts(body: OrderCreateInput, options: { country: CountryCode; isOperator: boolean }): ContactsResult {
  const errors: FieldError[] = [];
  const recipientInput = { name: body.recipientName, surname: body.recipientSurname, phone: body.recipientPhone };

  if (options.isOperator) {
    // The operator's order is the customer's: the recipient is required and becomes the buyer.
    const customer = person(recipientInput, recipientFields, messages.recipientRequired, options.country, errors);
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, contacts: { buyer: customer, recipient: customer } };
  }

  const buyer: OrderRecipient = person({ name: body.buyerName, surname: body.buyerSurname, phone: body.buyerPhone }, buyerFields, messages.buyerRequired, options.country, errors);
  const email = body.buyerEmail?.trim();
  if (email) {
    if (emailPattern.test(email)) buyer.email = email.toLowerCase();
    else errors.push(fieldError(orderFields.buyerEmail, messages.emailInvalid));
  }
  const iin = body.buyerIin?.replace(/\s+/g, '');
  if (options.country === 'KZ' && iin) {
    if (/^\d{12}$/.test(iin)) buyer.iin = iin;
    else errors.push(fieldError(orderFields.buyerIin, messages.iinInvalid));
  }
  const recipient = hasRecipient(body) ? person(recipientInput, recipientFields, messages.recipientRequired, options.country, errors) : buyer;
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, contacts: { buyer, recipient } };
}
