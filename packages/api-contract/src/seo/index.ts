export { seoPaths, sitemapUrlsPerPage, noIndexRobots } from './paths';
export {
  seoMetaSchema,
  seoMetaResponseSchema,
  sitemapLinkSchema,
  sitemapSectionSchema,
  sitemapHtmlResponseSchema,
  sitemapParts,
  sitemapUrlsQuerySchema,
  sitemapUrlSchema,
  sitemapUrlsResponseSchema,
  type SeoMeta,
  type SeoMetaResponse,
  type SitemapSection,
  type SitemapHtmlResponse,
  type SitemapPart,
  type SitemapUrl,
  type SitemapUrlsResponse,
} from './meta';
