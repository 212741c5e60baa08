// SEO meta per storefront path (spec 3 §7 'GET /api/{sklv}/v5/meta/{path}') and the HTML site map's
// entries (GET /api/serviceMeta/v1/sitemap/html/). Paths without a row get generated meta.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const seoMeta = pgTable(
  'seo_meta',
  {
    id: serial('id').primaryKey(),
    /** The `source` header value: 'site' (main brand) or 'diamant'. */
    source: text('source').notNull(),
    /** A storefront path with leading and trailing slashes ('/collections/', '/' for home). */
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    h1: text('h1').notNull(),
    robots: text('robots').notNull().default('index, follow'),
    /** Null: the path itself. */
    canonical: text('canonical'),
    /** The HTML site map's section this path is listed in; null keeps it out of the site map. */
    sitemapSection: text('sitemap_section'),
    sitemapSort: integer('sitemap_sort').notNull().default(0),
    /** Country codes the path exists in (gift cards: RU only); null means every country. */
    countries: text('countries').array(),
  },
  (t) => [uniqueIndex('seo_meta_source_path_uq').on(t.source, t.path), index('seo_meta_sitemap_idx').on(t.source, t.sitemapSection, t.sitemapSort)],
);
