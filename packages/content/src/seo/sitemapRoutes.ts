// Route handlers of each host's sitemap.xml (`app/sitemap.xml/route.ts`) and its parts
// (`app/sitemaps/[file]/route.ts`). URLs come from the API (pages and products of the brand).
import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import { originOf, parseSitemapFile, sitemapFiles, sitemapIndexXml, urlsetXml } from './sitemapXml';

export interface SitemapRouteOptions {
  storefront: { tenant: Pick<Tenant, 'host'> };
  serverApiClient: () => Promise<ApiClient>;
}

const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
const unavailable = () => new Response('Sitemap unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });

export function sitemapIndexRoute({ storefront, serverApiClient }: SitemapRouteOptions) {
  return async function GET(): Promise<Response> {
    // Outside the try: reading the request's cookies is what keeps Next from prerendering this route.
    const client = await serverApiClient();
    try {
      const products = await client.seo.sitemapUrls('products', 1);
      if (products.type !== 'data') return unavailable();
      const pages = products.data.meta['total-count'] === 0 ? 0 : products.data.meta['page-count'];
      return new Response(sitemapIndexXml(originOf(storefront.tenant.host), sitemapFiles(pages)), { headers: xmlHeaders });
    } catch {
      return unavailable();
    }
  };
}

export function sitemapPartRoute({ storefront, serverApiClient }: SitemapRouteOptions) {
  return async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
    const file = parseSitemapFile((await params).file);
    if (!file) return new Response('Not found', { status: 404 });
    const client = await serverApiClient();
    try {
      const response = await client.seo.sitemapUrls(file.part, file.page);
      if (response.type !== 'data') return unavailable();
      if (response.data.data.length === 0 && file.page > 1) return new Response('Not found', { status: 404 });
      return new Response(urlsetXml(originOf(storefront.tenant.host), response.data.data), { headers: xmlHeaders });
    } catch {
      return unavailable();
    }
  };
}
