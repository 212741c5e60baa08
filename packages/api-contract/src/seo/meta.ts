import { z } from 'zod';

/** One storefront path's head: the API's seeded row, or one generated from the catalogue or product. */
export const seoMetaSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  robots: z.string(),
  canonical: z.string(),
  /** True when no row was seeded and the API made it from the product or catalogue tree. */
  generated: z.boolean(),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;
export const seoMetaResponseSchema = z.object({ data: seoMetaSchema });
export type SeoMetaResponse = z.infer<typeof seoMetaResponseSchema>;

/** The HTML site map: titled sections of links (spec 3 §7 sitemap/html/). */
export const sitemapLinkSchema = z.object({ title: z.string(), url: z.string() });
export const sitemapSectionSchema = z.object({ title: z.string(), links: z.array(sitemapLinkSchema) });
export type SitemapSection = z.infer<typeof sitemapSectionSchema>;
export const sitemapHtmlResponseSchema = z.object({ data: z.array(sitemapSectionSchema) });
export type SitemapHtmlResponse = z.infer<typeof sitemapHtmlResponseSchema>;

export const sitemapParts = ['pages', 'products'] as const;
export type SitemapPart = (typeof sitemapParts)[number];

export const sitemapUrlsQuerySchema = z.object({
  part: z.enum(sitemapParts),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `loc` is a path; the storefront adds its own host. `lastmod` an ISO date or null. */
export const sitemapUrlSchema = z.object({ loc: z.string(), lastmod: z.string().nullable() });
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;
export const sitemapUrlsResponseSchema = z.object({
  data: z.array(sitemapUrlSchema),
  meta: z.object({
    part: z.enum(sitemapParts),
    'current-page': z.number().int(),
    'page-count': z.number().int(),
    'per-page': z.number().int(),
    'total-count': z.number().int(),
  }),
});
export type SitemapUrlsResponse = z.infer<typeof sitemapUrlsResponseSchema>;
