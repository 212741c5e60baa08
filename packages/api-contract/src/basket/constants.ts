// Zod-free values of the basket calls, for browser bundles (re-exported by ../http).
import { limits } from '@ornament/domain';

/** Error codes of the basket calls (JSON:API `errors[].code`). */
export const basketErrorCodes = {
  /** 422: a create/restore/update would make more than `limits.basketMaxArticles` distinct articles; `meta.limit` carries it. */
  limit: 'basket_limit',
  /** 422: the article has no such size (or a sizeless article was given a size). */
  sizeInvalid: 'basket_size_invalid',
  /** 422: nothing of this article and size is in stock for the shopper's country. */
  notAvailable: 'basket_not_available',
  /** 422: a promo code the basket does not hold (delete-promo-code) or too many codes. */
  promoCodesLimit: 'basket_promo_codes_limit',
  /** 422: a payment method not offered in the basket's country. */
  paymentMethodUnavailable: 'basket_payment_method_unavailable',
  /** 422: an order type, shop or pickup point that cannot serve this basket. */
  storeUnavailable: 'basket_store_unavailable',
  /** 422: an unknown, spent, inactive or foreign-currency gift card. */
  giftCardInvalid: 'basket_gift_card_invalid',
} as const;
export type BasketErrorCode = (typeof basketErrorCodes)[keyof typeof basketErrorCodes];

/** Bounds of the basket bodies; quantities outside them are 400 before any row is touched. */
export const basketBounds = {
  minQuantity: 1,
  maxQuantity: 99,
  /** Ids one select/delete/restore may name. */
  maxIds: 50,
  maxPromoCodes: 5,
  promoCodeMaxLength: 32,
  maxArticles: limits.basketMaxArticles,
} as const;

/** Promo-code error texts of `promoErrors[].message` (shown under the promo field). */
export const promoErrorCodes = {
  notFound: 'promo_not_found',
  expired: 'promo_expired',
  notStarted: 'promo_not_started',
  minCost: 'promo_min_cost',
  usedUp: 'promo_used_up',
  notApplicable: 'promo_not_applicable',
  notCombinable: 'promo_not_combinable',
  promotionsOff: 'promo_promotions_off',
} as const;
export type PromoErrorCode = (typeof promoErrorCodes)[keyof typeof promoErrorCodes];
