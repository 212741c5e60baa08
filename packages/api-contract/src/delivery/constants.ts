// Zod-free constants of the delivery calls (exported from the `./http` entry too).

export const deliveryErrorCodes = {
  /** More saved addresses than deliveryAddressLimits.maxSaved (422, meta.limit). */
  addressLimit: 'address_limit',
  /** The city, region or country id is not one of the reference cities (422). */
  unknownCity: 'unknown_city',
  /** offer/data/ for a point that does not exist (404). */
  pointNotFound: 'point_not_found',
} as const;

/** What a point on the checkout map is: one of our shops, or a delivery service's pickup point. */
export const deliveryPointTypes = ['retail', 'pvz'] as const;
export type DeliveryPointType = (typeof deliveryPointTypes)[number];

/** Kinds of delivery-service pickup points (filter pvz_types). */
export const pvzTypes = ['pvz', 'postamat'] as const;
export type PvzType = (typeof pvzTypes)[number];

/** Order types a map point is received with: a shop holding everything, a shop receiving it, a pvz. */
export const pointOrderTypes = ['in_stock', 'zvm', 'pvz'] as const;
export type PointOrderType = (typeof pointOrderTypes)[number];

/** The map gives at most this many points in one answer; meta.total-count says how many matched. */
export const deliveryPointsMaxLimit = 500;
export const deliveryPointsDefaultLimit = 300;
/** Basket-independent offers a points call may name instead of the session basket (filter[offer]). */
export const deliveryPointsMaxOffers = 20;
/** offer/common/ answers at most this many offers (article#size) in one call (spec 3 §7). */
export const offerCommonMaxOffers = 50;
