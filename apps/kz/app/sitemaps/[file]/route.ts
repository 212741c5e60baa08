import { sitemapPartRoute } from '@ornament/content/seo';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// pages.xml, products-{n}.xml: the URLs of one part on this host.
// Built per request from the API, never at build time (Next would prerender a sitemap.xml route).
export const dynamic = 'force-dynamic';
export const GET = sitemapPartRoute({ storefront, serverApiClient });
