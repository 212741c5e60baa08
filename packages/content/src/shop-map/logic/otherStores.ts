// A point's detail lists the other map points of its city (spec 3 §7 v5 store/: every point of a
// city, unpaged), whatever the side list is narrowed to (the map's box, a search, the filters).
import { type ApiClient, unwrap } from '@ornament/api-client';
import type { StorePoint } from '@ornament/api-contract';

/** Other stores of the city the detail names at most; the count says how many there are in all. */
export const otherStoresShown = 5;

export interface OtherStores {
  count: number;
  shown: readonly StorePoint[];
}

export function otherStoresOf(points: readonly StorePoint[], storeId: number, limit: number = otherStoresShown): OtherStores {
  const others = points.filter((point) => point.id !== storeId);
  return { count: others.length, shown: others.slice(0, limit) };
}

/** Null when the list fails: the detail then just goes without it. */
export function loadOtherStores(client: ApiClient, cityGuid: string, storeId: number, signal?: AbortSignal): Promise<OtherStores | null> {
  return client.shopMap
    .cityStores(cityGuid, { signal })
    .then(unwrap)
    .then((body) => otherStoresOf(body.data, storeId), () => null);
}
