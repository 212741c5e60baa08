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
  imageSearchFields,
  imageSearchLimits,
  imageSearchParamsSchema,
  imageSearchResponseSchema,
  type ImageMatch,
  type ImageSearchResponse,
} from './imageSearch';
export {
  abGroups,
  featureFlagsSchema,
  recommendationsTestId,
  setCookieResponseSchema,
  type AbGroup,
  type FeatureFlags,
  type SetCookieResponse,
} from './abCookies';
