// Route factories of the content pages and landings: app route files are a few lines naming the
// page's code and path. The HTML is the same for everyone (content kept 5 minutes).
import type { ContentPage } from '@ornament/api-contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { lookupSeo, mergeSeo } from '../../seo/seoMetadata';
import { Block, ContentPageError, ContentPageView } from '../ContentPageView';
import { loadAreas } from '../loadAreas';
import { loadFirstContentPage } from '../loadContentPage';
import type { PagesRouteOptions } from './shared';

export interface ContentPageRouteOptions extends PagesRouteOptions {
  /** The content page code (GET content/page/{code}/). */
  code: string;
  /** The storefront path, for the meta call. */
  path: string;
  /** Drawn after the page's first block. */
  extra?: ReactNode;
  /** Areas fetched by code (spec 2 §7), drawn after the page's first block: utp-premium on /premium/. */
  areas?: readonly string[];
}

export function contentPageOwnMetadata(page: ContentPage): Metadata {
  return { title: page.seo.title || page.title, description: page.seo.description || undefined };
}

/** The page's head: the meta row for its path over the content page's own SEO fields. */
export async function contentPageMetadata({ serverApiClient }: PagesRouteOptions, code: string | readonly string[], path: string): Promise<Metadata> {
  const client = await serverApiClient();
  const [loaded, lookup] = await Promise.all([loadFirstContentPage(client, typeof code === 'string' ? [code] : code), lookupSeo(() => client.seo.meta(path))]);
  return mergeSeo(path, lookup, loaded.kind === 'page' ? contentPageOwnMetadata(loaded.page) : {});
}

export async function renderContentPage({ serverApiClient, storefront }: PagesRouteOptions, code: string | readonly string[], extra?: ReactNode, areaCodes: readonly string[] = []) {
  const client = await serverApiClient();
  const [loaded, areas] = await Promise.all([loadFirstContentPage(client, typeof code === 'string' ? [code] : code), loadAreas(client, areaCodes)]);
  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'failed') return <ContentPageError />;
  const slot =
    areas.length > 0 || extra ? (
      <>
        {areas.map((area) => (
          <Block key={area.code} area={area} client={client} first={false} />
        ))}
        {extra}
      </>
    ) : undefined;
  return (
    <ContentPageView page={loaded.page} client={client} brandIndex={storefront.tenant.brandIndex}>
      {slot}
    </ContentPageView>
  );
}

/** A content page or landing at a fixed path (/collections/, /gifts/, /vacancies/ …). */
export function contentPageRoute(options: ContentPageRouteOptions) {
  const { code, path, extra, areas } = options;
  return {
    generateMetadata: () => contentPageMetadata(options, code, path),
    Page: async function ContentPageRoute() {
      return renderContentPage(options, code, extra, areas);
    },
  };
}
