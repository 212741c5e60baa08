// The price band a recommendation stays in: around what the shopper looks at, never zero-width.

/** Fraction a band reaches either side of its centre (alternatives) or of a range's ends (personal). */
export const bandSpread = 0.3;

export interface PriceBand {
  min: number;
  max: number;
}

/** ±30 % around one price: the alternatives to a product. */
export function bandAround(price: number): PriceBand {
  return { min: Math.floor(price * (1 - bandSpread)), max: Math.ceil(price * (1 + bandSpread)) };
}

/** The range the shopper is looking at, widened by 30 % either way; null when there is no price at all. */
export function bandOfRange(min: number | null, max: number | null): PriceBand | null {
  if (min === null && max === null) return null;
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  return { min: Math.floor(low * (1 - bandSpread)), max: Math.ceil(high * (1 + bandSpread)) };
}
