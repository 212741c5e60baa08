// Search and A/B constants without zod, so browser bundles can read them (see ../http.ts).
export const abGroups = ['a', 'b'] as const;
export type AbGroup = (typeof abGroups)[number];

/** The recommendations test (spec 1 §1) the `ab_test_id` cookie names; never for the diamond storefront. */
export const recommendationsTestId = 'kt_reco_new';

/** Photo search limits: what the upload may be (checked by content, not by the declared type). */
export const imageSearchLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Multipart fields of POST /api/sklv/v3/search/image/: the picture and, from a product page, its article. */
export const imageSearchFields = { image: 'image', article: 'article' } as const;
