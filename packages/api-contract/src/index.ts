export { requestHeaders, responseHeaders, contextCookies } from './headers';
export { services, serviceOfPath, type ServiceId } from './services';
export { paths } from './paths';
export { messagingPaths } from './messaging/paths';
export { loyaltyPaths } from './loyalty/paths';
export * from './common';
export * from './catalog';
export * from './geo';
export * from './content';
export * from './handbooks';
export * from './reviews';
export * from './favorites';
export {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  searchCategorySchema,
  searchProductSchema,
  searchSuggestSchema,
  textSearchQuerySchema,
  imageMatchSchema,
  imageSearchFields,
  imageSearchLimits,
  imageSearchParamsSchema,
  imageSearchResponseSchema,
  abGroups,
  featureFlagsSchema,
  recommendationsTestId,
  setCookieResponseSchema,
  type AutocompleteResponse,
  type SearchCategory,
  type SearchProduct,
  type SearchSuggest,
  type TextSearchQuery,
  type ImageMatch,
  type ImageSearchResponse,
  type AbGroup,
  type FeatureFlags,
  type SetCookieResponse,
} from './search';
export { metaIpResponseSchema, type MetaIpResponse } from './meta';
export * from './auth';
export * from './profile';
export * from './orders';
export * from './returns';
export * from './basket';
export * from './checkout';
export * from './delivery';
export * from './messaging';
export * from './loyalty';
export * from './captcha';
export * from './shopMap';
export * from './promotions';
export * from './seo';
export * from './giftCards';
export * from './requests';
export { giftCardsPaths } from './giftCards/paths';
export { requestsPaths } from './requests/paths';
export * from './authenticity';
export * from './tradeIn';
