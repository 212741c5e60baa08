// Zod-free values of order creation and the payment sandbox (re-exported by ../http).

/** The header carrying one checkout attempt's key: the same key replays the first answer. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeyMaxLength = 128;

/** Error codes of POST v6/order/create/ and the payment sandbox (JSON:API `errors[].code`). */
export const checkoutErrorCodes = {
  /** 422, one per broken field; `source.pointer` is `orderFieldPointer(field)`. */
  invalidField: 'invalid_field',
  /** 422 on `available-rows`: `meta.not_available` lists the basket item ids that cannot be bought now. */
  notAvailable: 'not_available',
  /** 422 on `timeslot-not-available`: the date or slot is not offered any more. */
  timeslotNotAvailable: 'timeslot_not_available',
  /** 422: nothing selected in the basket. */
  basketEmpty: 'basket_empty',
  /** 422: a promo code reached its use limit between the basket and the order. */
  promoUsedUp: 'promo_used_up',
  /** 422: bonuses, stars or the gift card's balance changed between the basket and the order. */
  balanceChanged: 'balance_changed',
  /** 400: the Idempotency-Key header is missing or malformed. */
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  /** 422: the key was already used with another body. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the payment was already approved or declined. */
  paymentDecided: 'payment_decided',
  /** 422 on `payment-method` (or a gift card's purchase): this shop takes no online payment now. */
  onlinePaymentUnavailable: 'online_payment_unavailable',
} as const;
export type CheckoutErrorCode = (typeof checkoutErrorCodes)[keyof typeof checkoutErrorCodes];

/**
 * Server field names of order-create errors (spec 3 §5 "Server field error mapping"): buyer-* go to
 * the user area, recipient-* to the another-recipient area, any name containing 'address' to the
 * address area, timeslot-not-available to the slots, available-rows to the listed items; the rest
 * is a general order error.
 */
export const orderFields = {
  buyerName: 'buyer-name',
  buyerSurname: 'buyer-surname',
  buyerPhone: 'buyer-phone',
  buyerEmail: 'buyer-email',
  buyerIin: 'buyer-iin',
  recipientName: 'recipient-name',
  recipientSurname: 'recipient-surname',
  recipientPhone: 'recipient-phone',
  deliveryAddress: 'delivery-address',
  deliveryAddressStreet: 'delivery-address-street',
  deliveryAddressHouse: 'delivery-address-house',
  timeslot: 'timeslot-not-available',
  availableRows: 'available-rows',
  orderType: 'order-type',
  paymentMethod: 'payment-method',
  basket: 'basket',
  bonuses: 'bonuses',
  giftCard: 'gift-card',
  promoCodes: 'promo-codes',
  idempotencyKey: 'idempotency-key',
} as const;
export type OrderField = (typeof orderFields)[keyof typeof orderFields];

/** `/data/attributes/<field>`: the last segment is the server field name of the table above. */
export const orderFieldPointer = (field: OrderField): string => `/data/attributes/${field}`;

/** The sandbox acquiring page's two buttons post one of these. */
export const paymentDecisions = ['approve', 'decline'] as const;
export type PaymentDecision = (typeof paymentDecisions)[number];

/** Payment providers: the local sandbox driver (demo, development, tests) and YooKassa's HTTP API. */
export const paymentProviders = ['sandbox', 'yookassa'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];

/** The storefront page every checkout ends on (the storefronts use trailing slashes). */
export const thankYouPath = '/basket/thank-you/';

/** The thank-you page of a master order, relative to the storefront's origin. */
export const thankYouUrl = (masterOrderId: number): string => `${thankYouPath}?masterOrderId=${masterOrderId}`;
