// Business constants of spec 1 §9, spec 2 §9 and spec 3 §9 in one place. Durations carry their
// unit in the name; every value is quoted from the spec.

const second = 1000;
const day = 24 * 60 * 60;

export const limits = {
  // Basket, favourites, folders (spec 2 §5, §9; spec 3 §9)
  basketMaxArticles: 5,
  favouritesPageSize: 12,
  favouriteFoldersMax: 20,
  /** Favourites a shopper may keep; the server answers 422 beyond it (spec 2 §5: 422 means the limit). */
  favouritesMax: 200,
  /** Products one folder may hold. */
  folderProductsMax: 200,
  folderNameMaxLength: 30,

  // Catalogue (spec 1 §9, spec 2 §9)
  catalogPageSize: 72,
  complectPageSize: 10,
  defaultPageSize: 20,
  landingPageSize: 24,
  commentsPageSize: 5,
  commentMediaPageSize: 99,
  recommendationsCount: 50,
  /** Recommendations are asked for only when a listing has fewer products than this (spec 2 §4). */
  recommendationsBelowProductCount: 50,
  completedPromotionsPageSize: 4,
  viewedProductsKept: 2,
  premiumPriceThreshold: 50_000,
  lowStockThreshold: 10,

  // Search (spec 1 §5, §9)
  searchHistorySize: 5,
  searchDebounceMs: 1000,
  categorySuggestionsMax: 5,
  /** A spelling correction is reported only for queries at least this long. */
  correctionMinLength: 3,

  // Shell (spec 1 §4, §9)
  badgeCap: 99,
  favouriteVibrationMs: 50,
  toastMs: 4100,
  toastWithCloseMs: 7000,
  taskToastDelayMs: 500,
  sessionMessageDelayMs: 1000,
  /** Unread messages pop up on every 5th session: (counter - 1) % 5 === 0. */
  sessionMessageEvery: 5,
  cityTooltipShowMs: 2000,
  cityTooltipTransitionMs: 200,
  redirectMapExpiryMs: 24 * 60 * 60 * second,
  currencyRatesRefreshMs: 21_600_000,
  stickyHeaderThresholdPx: 221,
  mobileHeaderHideThresholdPx: 100,
  headerOffsetsPx: [56, 140, 28, 0],
  smoothScrollMs: 1000,
  taskCardImagePx: 96,
  taskCardFullImagePx: 100,
  mainPageTaskStars: 6,

  // Caches and telemetry (spec 1 §9, spec 2 §9)
  catalogMenuCacheSeconds: 1800,
  qualityMediaCacheSeconds: 3600,
  productPriceCacheSeconds: 0.7,
  queryCacheUnusedMs: 60 * second,
  errorTracingSampleRate: 0.01,

  // Live message channel (spec 1 §7, spec 3 §4)
  wsPingMs: 40_000,
  wsReconnectDelayMs: 5000,
  wsReconnectAttempts: 5,

  // Checkout, orders, account (spec 3 §9)
  orderRedirectDelayMs: 2000,
  expressDeliveryHours: 3,
  personalOfferMinLifetimeSeconds: 60,
  productsToReviewPageSize: 10,
  sentReviewsPageSize: 50,
  analyticsCategoryLevels: 5,

  // Polling helpers (spec 2 §9)
  waitUntilIntervalMs: 2000,
  waitUntilMaxMs: 60_000,
  recommendationWaitIntervalMs: 1000,
  recommendationWaitMaxMs: 20_000,

  // Bonus programme (spec 2 §9, spec 3 §9)
  bonusAccrualPercent: 10,
  bonusPaymentCapPercent: 30,
} as const;

/** Responsive breakpoints in px (spec 1 §9); `max` values end the range below each one. */
export const breakpoints = {
  search: 600,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
  xl: 1440,
} as const;

export const breakpointMax = {
  mobile: 599,
  search: 767,
  tablet: 1023,
  desktop: 1279,
} as const;

/** Cookie lifetimes in seconds (spec 1 §9, spec 2 §9, spec 3 §9). */
export const cookieMaxAgeSeconds = {
  utm: 180 * day,
  campaign: 30 * day,
  coupon: 7 * day,
  theme: 2_592_000,
} as const;

/** UTM cookies that live 180 days; any other campaign cookie lives 30. */
export const utmCookieNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Price range step table (spec 1 §9): up to `limit`, filter handles move by `step`. */
export const priceStepTable = [
  [500, 500],
  [4000, 1000],
  [10_000, 2500],
  [20_000, 5000],
  [50_000, 10_000],
  [100_000, 25_000],
  [200_000, 50_000],
  [500_000, 100_000],
] as const satisfies readonly (readonly [limit: number, step: number])[];

/** Search-origin codes stored for analytics (spec 1 §4). */
export const searchOrigins = { redirect: 1, textSearch: 2, product: 3 } as const;
