// Names of the request-context headers the common request layer sends on every call
// (spec 1 §7, spec 2 §7, spec 3 §7). The API reads the same names, so both ends import them here.
export const requestHeaders = {
  site: 'x-site',
  source: 'x-source',
  cityId: 'x-city-uuid',
  regionId: 'x-region-uuid',
  countryId: 'x-country-uuid',
  countryCode: 'x-country-code',
  regionTimezone: 'x-region-timezone',
  promoCodes: 'x-promocodes',
  staffAccess: 'x-staff-access',
  abGroup: 'x-ab-group',
  abTestId: 'x-ab-test-id',
  currencyCode: 'x-currency-code',
  mobilePay: 'x-mobile-pay',
  displaySection: 'x-display-section',
  timezone: 'timezone',
  clientTimezone: 'x-client-timezone',
} as const;

export const responseHeaders = {
  productCount: 'x-product-count',
  prefilterList: 'x-prefilter-list',
} as const;

/** Cookies the storefront and the API share (set-region writes them; the request layer reads them). */
export const contextCookies = {
  cityId: 'city_guid',
  regionId: 'region_guid',
  countryId: 'country_guid',
  countryCode: 'country_code',
  coupon: 'coupon',
  staffAccess: 'staff_access',
  /** Group (a|b) of the test `ab_test_id` names ('kt_reco_new'; not on diamant). */
  abGroup: 'ab_group',
  abTestId: 'ab_test_id',
  /** Group b hides the similar-items photo-search button (spec 1 §1). */
  abKtNew: 'ab_kt_new',
  /** Group b uses autocomplete v2 (spec 1 §1). */
  newSearch: 'new_search',
  /** URI-encoded JSON of FeatureFlags ({"photoSearch":true}). */
  featureFlags: 'feature_flags',
  session: 'sid',
  /**
   * Readable by scripts, not a secret: '1' while the session is a signed-in one (set on login, dropped
   * on logout). The storefront asks for the profile only when it is there (spec 3 §4 "session flag").
   */
  signedIn: 'signed_in',
  /**
   * Readable by scripts, not a secret: '1' once the browser holds a session (guest or signed in), set
   * with the session cookie, which is HttpOnly. Until it is there the browser's request layer sends
   * writes one at a time, so two first writes cannot each make a guest.
   */
  hasSession: 'has_session',
} as const;
