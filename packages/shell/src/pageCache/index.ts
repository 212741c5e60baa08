// The storefront's page cache, in one place: which requests are served from the cached tree
// (`app/[variant]/`), the variant key, the public API client and its tags, and the revalidation route.
export { cachedLayout, personalLayout } from './cachedLayout';
export { cachedMetadata, cachedPage } from './cachedRoute';
export { cacheTagsOf, catalogTag } from './cacheTags';
export { cachedPagePath, isCachedPagePath } from './cachedPaths';
export { currentPageVariant, enterPageVariant } from './pageVariant';
export { cachedReadSeconds, publicApiClient, type PublicApiClientOptions } from './publicApiClient';
export { revalidateRoute } from './revalidateRoute';
export { canonicalQuery, decodeVariant, encodeVariant, searchParamsOf, variantCityOf, type PageVariant } from './variant';
