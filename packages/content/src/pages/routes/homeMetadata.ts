import type { Metadata } from 'next';
import { lookupSeo, mergeSeo } from '../../seo/seoMetadata';
import type { PagesRouteOptions } from './shared';

/** The home page's head from its meta row (GET v5/meta/ with an empty path). */
export function homeMetadata({ serverApiClient }: Pick<PagesRouteOptions, 'serverApiClient'>) {
  return async function generateMetadata(): Promise<Metadata> {
    const client = await serverApiClient();
    return mergeSeo('/', await lookupSeo(() => client.seo.meta('/')));
  };
}
