// The zod-free loyalty constants, for browser bundles (exported through `@ornament/api-contract/http`).

/** Offers expiring sooner than this are dropped by the server and again by the client (spec 3 §4, §9). */
export const personalOfferMinLifetimeMs = 60_000;
