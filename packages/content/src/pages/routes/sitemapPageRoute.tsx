import type { Metadata } from 'next';
import { lookupSeo, mergeSeo } from '../../seo/seoMetadata';
import { SitemapPage } from '../SitemapPage';
import type { PagesRouteOptions } from './shared';
import { pagesMessages } from '@ornament/domain';

export const sitemapPagePath = '/sitemap/';

/** /sitemap/: the HTML site map of this storefront's brand and country. */
export function sitemapPageRoute(options: PagesRouteOptions) {
  return {
    async generateMetadata(): Promise<Metadata> {
      const client = await options.serverApiClient();
      return mergeSeo(sitemapPagePath, await lookupSeo(() => client.seo.meta(sitemapPagePath)), { title: pagesMessages.sitemapTitle });
    },
    Page: async function SitemapPageRoute() {
      return <SitemapPage client={await options.serverApiClient()} country={options.storefront.tenant.country} />;
    },
  };
}
