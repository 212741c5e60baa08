// SEO calls (spec 3 §7 "Meta, reviews, search and shops", spec 2 §7 'GET meta product/{article}/'):
// meta per path, the HTML site map and the URL lists behind each host's sitemap.xml. Apart from
// `paths`, so pages that never call them do not carry them.
export const seoPaths = {
  /** `path` is the storefront path without its leading slash ('collections/', '' for the home page). */
  meta: (path: string) => `/api/sklv/v5/meta/${path}`,
  productMeta: (article: string) => `/api/sklv/v5/meta/product/${article}/`,
  /** With X-Country-Code (KZ for the Kazakhstan host). */
  sitemapHtml: '/api/serviceMeta/v1/sitemap/html/',
  /** The URLs of one sitemap.xml part ('pages' or 'products'), page by page. */
  sitemapUrls: '/api/serviceMeta/v1/sitemap/urls/',
} as const;

/** URLs per sitemap.xml part (the protocol allows 50 000; smaller parts answer faster). */
export const sitemapUrlsPerPage = 10_000;

/** Robots of a page that has no meta of its own (search, filtered new items: the API answers 400). */
export const noIndexRobots = 'noindex, nofollow';
