// Promotions, their stores, gifts and the wheel of fortune (spec 2 §7 "Promotions (v3)"), plus the
// catalogue and product banners (spec 2 §7 "Content"). The wheel's paths are not in the spec; they sit
// under the promotion paths. Apart from `paths`, so pages that never call them do not carry them.
const v3 = '/api/sklv/v3';
const v4 = '/api/sklv/v4';
const v5 = '/api/sklv/v5';

export const promotionsPaths = {
  /** ?slider=1, ?complited=1&per-page=4&page=, or every live one; `all` lists every kind. */
  list: (type: string) => `${v3}/promotion/${type}/`,
  /** ?crosspromo=1. */
  crossPromo: `${v3}/promotion/`,
  view: (type: string, slug: string) => `${v3}/promotion/${type}/view/${slug}/`,
  run: `${v3}/promotion-activity/run/`,
  /** ?address-program-id=. */
  stores: `${v3}/stores/`,
  gift: (type: string, slug: string) => `${v3}/promotions/gift/${type}/${slug}/`,
  /** ?type=&slug=. */
  membershipInfo: `${v3}/promotions/gift/membership-info/`,
  wheel: (type: string, slug: string) => `${v3}/promotion/${type}/wheel/${slug}/`,
  wheelSpin: (type: string, slug: string) => `${v3}/promotion/${type}/wheel/${slug}/spin/`,
  /** A promotion's drawn picture (desktop, mobile or preview), as WebP; `….svg` answers the drawing. */
  picture: (slug: string, variant: string) => `${v3}/promotion/picture/${slug}/${variant}.webp`,
  /** Spec 1 §7: the banners are v4 (the API still answers the v3 paths clients built before asked). */
  bannerCatalog: `${v4}/content/filter/`,
  bannerCatalogTop: `${v4}/content/filter/web-catalog-top/`,
  bannerProduct: `${v4}/content/filter/product/`,
  /** Spec 2 §7 coupons: one promo code's coupon, and the coupons listed to the shopper. */
  coupon: (code: string) => `${v5}/coupon/${encodeURIComponent(code)}/`,
  coupons: `${v5}/coupon/`,
} as const;

export const promotionErrorCodes = {
  notFound: 'promotion_not_found',
  finished: 'promotion_finished',
  notAllowed: 'promotion_not_allowed',
  codesOver: 'promotion_codes_over',
  alreadySpun: 'wheel_already_spun',
  noPrizes: 'wheel_no_prizes',
  couponNotFound: 'coupon_not_found',
} as const;

export const promotionLayouts = ['default', 'wide'] as const;
export const pictureVariants = ['desktop', 'mobile', 'preview'] as const;
export const wheelPrizeKinds = ['promocode', 'empty'] as const;
