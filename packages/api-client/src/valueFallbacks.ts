import { wheelPrizeKinds } from '@ornament/api-contract/promotions/paths';
import { orderDisplayStates } from '@ornament/domain';

/** A stand-in for any unknown value of the enum with exactly these values. */
export interface ValueFallback {
  values: readonly string[];
  fallback: string;
}

/**
 * Declared here, not in the contract: the API must keep rejecting unknown values. Declare one only for
 * an enum whose every reader stays correct with the stand-in; never for money, currencies, delivery or
 * payment kinds, where a guess would show the shopper something false.
 */
export const valueFallbacks: readonly ValueFallback[] = [
  // No storefront reads an order's display-state (it shows the API's `status-label`), and an unknown
  // status already reads as a new order (domain orderStatusOf): the order stays listed.
  { values: orderDisplayStates, fallback: 'new' },
];

/** The declared stand-in for an enum given by its values (as a zod issue lists them). */
export function fallbackFor(values: readonly unknown[]): string | undefined {
  const declared = valueFallbacks.find((entry) => entry.values.length === values.length && entry.values.every((value) => values.includes(value)));
  return declared?.fallback;
}

/**
 * Enums whose unknown value rejects the answer, never repaired: the wheel draws one sector per prize
 * in the order the API lists them, so a prize left out would turn the wheel to the wrong sector, and
 * a spin nulled would read as "not spun yet".
 */
const neverRepaired: readonly (readonly string[])[] = [wheelPrizeKinds];

/** Whether an enum (given by its values) is one whose unknown value must reject the answer. */
export function isNeverRepaired(values: readonly unknown[]): boolean {
  return neverRepaired.some((entry) => entry.length === values.length && entry.every((value) => values.includes(value)));
}
