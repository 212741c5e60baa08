// The zod-free shop-map constants, for browser bundles (exported through `@ornament/api-contract/http`).

/** Kinds of map point; a store has one or more (a retail shop that also takes trade-in). */
export const storePointTypes = ['retail', 'franchise', 'premium', 'flagship', 'partner', 'trade_in'] as const;
export type StorePointType = (typeof storePointTypes)[number];

/** Spec 3 §4 "Shop map": the point types asked for by default. */
export const defaultStorePointTypes: readonly StorePointType[] = ['retail', 'franchise', 'premium'];

export const storesPageSizeDefault = 20;
export const storesPageSizeMax = 100;

export const shopMapErrorCodes = {
  unknownStore: 'STORE_NOT_FOUND',
  badBounds: 'STORES_BAD_BOUNDS',
} as const;
