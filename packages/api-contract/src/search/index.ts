export {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  searchCategorySchema,
  searchProductSchema,
  searchSuggestSchema,
  type AutocompleteResponse,
  type SearchCategory,
  type SearchProduct,
  type SearchSuggest,
} from './autocomplete';
export { textSearchQuerySchema, type TextSearchQuery } from './textSearch';
export {
  imageMatchSchema,
  imageSearchParamsSchema,
  imageSearchResponseSchema,
  type ImageMatch,
  type ImageSearchResponse,
} from './imageSearch';
export { abGroups, imageSearchFields, imageSearchLimits, recommendationsTestId, type AbGroup } from './constants';
export {
  featureFlagsSchema,
  setCookieResponseSchema,
  type FeatureFlags,
  type SetCookieResponse,
} from './abCookies';
