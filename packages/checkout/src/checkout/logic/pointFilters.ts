import type { PvzType } from '@ornament/api-contract/http';

/**
 * The pick-up points' filters (spec 3 §3 shop point: pvz_types, partial_redemption, return_option):
 * which kinds of point to show, and whether to keep only those that let the shopper take part of the
 * order or return it on the spot. None set: every point.
 */
export interface PointFilters {
  pvzTypes: readonly PvzType[];
  partialRedemption: boolean;
  returnOption: boolean;
}

export const noPointFilters: PointFilters = { pvzTypes: [], partialRedemption: false, returnOption: false };

/** The offer/points/ query of the filters: only what narrows the list is sent. */
export function pointFilterQuery(filters: PointFilters): Record<string, string> {
  return {
    ...(filters.pvzTypes.length > 0 ? { 'filter[pvz_types]': [...filters.pvzTypes].sort().join(',') } : {}),
    ...(filters.partialRedemption ? { 'filter[partial_redemption]': 'Y' } : {}),
    ...(filters.returnOption ? { 'filter[return_option]': 'Y' } : {}),
  };
}

/** A kind turned on or off; turning on every kind is no filter at all. */
export function togglePvzType(filters: PointFilters, kind: PvzType, on: boolean): PointFilters {
  const kinds = on ? [...new Set([...filters.pvzTypes, kind])] : filters.pvzTypes.filter((each) => each !== kind);
  return { ...filters, pvzTypes: kinds };
}
