import { requestHeaders, seoPaths } from '@ornament/api-contract/http';
import type { SeoMeta, SitemapHtmlResponse, SitemapPart, SitemapUrlsResponse } from '@ornament/api-contract';
import type { CountryCode } from '@ornament/domain';
import type { ClientConfig } from '../config';
import { isApiClientError, unwrap } from '../errors';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const seoMetaSchemas = loadOnce(() => import('@ornament/api-contract/seo/meta'));

export type { SeoMeta, SitemapHtmlResponse, SitemapPart, SitemapUrlsResponse };

/**
 * A path's meta (spec 3 §8): found; 'no-meta' when the API answers 400 (search pages, filtered new
 * items: the page is then noindex, nofollow with a generated heading); 'missing' on 404.
 */
export type SeoMetaLookup = { kind: 'meta'; meta: SeoMeta } | { kind: 'no-meta' } | { kind: 'missing' };

/** Meta and site maps change with an editor's edit, not per shopper: kept in the server's data cache. */
const metaCache = { next: { revalidate: 300 } } as const;
const sitemapCache = { next: { revalidate: 3600 } } as const;

/** '/jewelry-catalog/rings/' → 'jewelry-catalog/rings/', each segment encoded so it stays one segment. */
export function metaPathOf(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '' : `${segments.map((segment) => encodeURIComponent(decodeSafely(segment))).join('/')}/`;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface SeoCalls {
  /** GET /api/{sklv}/v5/meta/{path} for a storefront path ('/collections/', '/' for home). */
  meta(path: string, options?: CallOptions): Promise<SeoMetaLookup>;
  /** Spec 2 §7 'GET meta product/{article}/'. */
  productMeta(article: string, options?: CallOptions): Promise<SeoMetaLookup>;
  /** The HTML site map; `countryCode` goes in X-Country-Code (KZ for the Kazakhstan host). */
  sitemapHtml(countryCode: CountryCode, options?: CallOptions): Promise<ApiResponse<SitemapHtmlResponse>>;
  /** One page of a sitemap.xml part's URLs (paths; the storefront adds its host). */
  sitemapUrls(part: SitemapPart, page: number, options?: CallOptions): Promise<ApiResponse<SitemapUrlsResponse>>;
}

export function seoCalls(config: ClientConfig): SeoCalls {
  async function lookup(path: string, options: CallOptions | undefined): Promise<SeoMetaLookup> {
    try {
      const response = unwrap(await request(config, { ...metaCache, ...options, path, schema: async () => (await seoMetaSchemas()).seoMetaResponseSchema }));
      return { kind: 'meta', meta: response.data };
    } catch (error) {
      if (isApiClientError(error) && error.status === 400) return { kind: 'no-meta' };
      if (isApiClientError(error) && error.status === 404) return { kind: 'missing' };
      throw error;
    }
  }
  return {
    meta: (path, options) => lookup(seoPaths.meta(metaPathOf(path)), options),
    productMeta: (article, options) => lookup(seoPaths.productMeta(encodeURIComponent(article)), options),
    sitemapHtml(countryCode, options) {
      return request(config, {
        ...sitemapCache,
        ...options,
        path: seoPaths.sitemapHtml,
        headers: { ...options?.headers, [requestHeaders.countryCode]: countryCode },
        schema: async () => (await seoMetaSchemas()).sitemapHtmlResponseSchema,
      });
    },
    sitemapUrls(part, page, options) {
      return request(config, { ...sitemapCache, ...options, path: seoPaths.sitemapUrls, query: { part, page }, schema: async () => (await seoMetaSchemas()).sitemapUrlsResponseSchema });
    },
  };
}
