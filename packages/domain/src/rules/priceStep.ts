import { priceStepTable } from './limits';

export type RoundingMode = 'nearest' | 'down' | 'up';

/**
 * Step of the price range filter for a value (spec 1 §9): the step of the first row whose limit
 * the value does not exceed (4000 still steps by 1000, 4001 by 2500); above the last limit the
 * last step applies.
 */
export function priceStep(value: number): number {
  const row = priceStepTable.find(([limit]) => value <= limit);
  return (row ?? priceStepTable[priceStepTable.length - 1]!)[1];
}

/** Snaps a price to its step: the lower handle rounds down, the upper one up, typed values to the nearest. */
export function roundToStep(value: number, mode: RoundingMode = 'nearest'): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const step = priceStep(value);
  const round = mode === 'down' ? Math.floor : mode === 'up' ? Math.ceil : Math.round;
  return round(value / step) * step;
}
