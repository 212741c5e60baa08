export { withSeoMeta, mergeSeo, lookupSeo, catalogPathOf, searchPathOf, productPathOf, productSeoLookup, type SeoOptions } from './seoMetadata';
export { robotsFor } from './robots';
export { sitemapIndexRoute, sitemapPartRoute, type SitemapRouteOptions } from './sitemapRoutes';
