import { sitemapIndexRoute } from '@ornament/content/seo';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The host's sitemap index: the pages part and one part per page of products (app/sitemaps/[file]).
// Built per request from the API, never at build time (Next would prerender a sitemap.xml route).
export const dynamic = 'force-dynamic';
export const GET = sitemapIndexRoute({ storefront, serverApiClient });
