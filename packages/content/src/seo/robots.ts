import { robotsDisallow, type Tenant } from '@ornament/domain';
import type { MetadataRoute } from 'next';
import { originOf } from './sitemapXml';

/** `app/robots.ts`: personal pages, the basket, the API and search stay out; the host's sitemap.xml. */
export function robotsFor(tenant: Pick<Tenant, 'host'>): MetadataRoute.Robots {
  const origin = originOf(tenant.host);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...robotsDisallow] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
