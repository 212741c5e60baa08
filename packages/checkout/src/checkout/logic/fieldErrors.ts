// Order-create field errors by checkout area (spec 3 §5 "Server field error mapping"). The field is
// the pointer's last segment ('/data/attributes/buyer-name' → 'buyer-name') or, without a pointer,
// the error code ('timeslot-not-available', 'available-rows').
import type { ApiError } from '@ornament/api-contract';

export type FieldErrorArea = 'user' | 'recipient' | 'address' | 'timeslots' | 'general';

export interface OrderFieldErrors {
  /** Field → message, per area (the area shows every message; a field input shows its own). */
  user: Record<string, string>;
  recipient: Record<string, string>;
  address: Record<string, string>;
  timeslots: string | null;
  /** Basket item id → message, for each item the server listed as not available. */
  items: Record<string, string>;
  general: string[];
}

const userFields = new Set(['buyer-name', 'buyer-surname', 'buyer-email', 'buyer-phone', 'buyer-iin']);
const recipientFields = new Set(['recipient-name', 'recipient-surname', 'recipient-phone']);

export function emptyFieldErrors(): OrderFieldErrors {
  return { user: {}, recipient: {}, address: {}, timeslots: null, items: {}, general: [] };
}

export function fieldOf(error: ApiError): string {
  const pointer = error.source?.pointer ?? error.source?.parameter;
  const segment = pointer?.split('/').filter(Boolean).at(-1);
  return segment ?? error.code;
}

function notAvailableIds(error: ApiError): string[] {
  const list = error.meta?.['not_available'];
  return Array.isArray(list) ? list.filter((id) => typeof id === 'string' || typeof id === 'number').map(String) : [];
}

export function areaOfField(field: string): FieldErrorArea {
  if (userFields.has(field)) return 'user';
  if (recipientFields.has(field)) return 'recipient';
  if (field.includes('address')) return 'address';
  if (field === 'timeslot-not-available') return 'timeslots';
  return 'general';
}

export function mapOrderErrors(errors: readonly ApiError[]): OrderFieldErrors {
  const mapped = emptyFieldErrors();
  for (const error of errors) {
    const field = fieldOf(error);
    const ids = field === 'available-rows' || error.code === 'available-rows' ? notAvailableIds(error) : [];
    if (ids.length > 0) {
      for (const id of ids) mapped.items[id] ??= error.detail;
      continue;
    }
    const area = error.code === 'timeslot-not-available' ? 'timeslots' : areaOfField(field);
    if (area === 'timeslots') mapped.timeslots ??= error.detail;
    else if (area === 'general') {
      if (error.detail && !mapped.general.includes(error.detail)) mapped.general.push(error.detail);
    } else mapped[area][field] ??= error.detail;
  }
  return mapped;
}

export function hasFieldErrors(errors: OrderFieldErrors): boolean {
  return (
    Object.keys(errors.user).length + Object.keys(errors.recipient).length + Object.keys(errors.address).length + Object.keys(errors.items).length + errors.general.length > 0 ||
    errors.timeslots !== null
  );
}
