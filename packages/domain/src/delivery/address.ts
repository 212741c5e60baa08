// Saved courier addresses (spec 3 §3 "Delivery address"): field bounds both ends check, the number a
// shopper may keep, and the one-line form of an address when the shopper did not type one.

export const deliveryAddressLimits = {
  /** Addresses one shopper keeps; the API answers 422 beyond it. */
  maxSaved: 20,
  addressLength: 500,
  regionLength: 200,
  cityLength: 100,
  streetLength: 200,
  houseLength: 20,
  apartmentLength: 20,
  intercomLength: 20,
  /** Floor and porch are sent as numbers with courier orders (spec 3 §5), so only digits are kept. */
  floorDigits: 3,
  porchDigits: 3,
} as const;

export interface AddressParts {
  readonly city: string;
  readonly street: string;
  readonly house: string;
  readonly apartment?: string;
}

/** 'г. Москва, ул. Ленина, д. 5, кв. 12' — the stored address line when none was given. */
export function composeAddressLine(parts: AddressParts): string {
  const pieces = [`г. ${parts.city}`, parts.street, `д. ${parts.house}`];
  if (parts.apartment) pieces.push(`кв. ${parts.apartment}`);
  return pieces.join(', ');
}
