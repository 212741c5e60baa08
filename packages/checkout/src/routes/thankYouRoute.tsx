// `app/basket/thank-you/page.tsx` (and its loading.tsx): the page after an order (spec 3 §2).
import type { ApiClient } from '@ornament/api-client';
import { type Tenant, thankYouMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { ThankYouLoading, ThankYouPage } from '../thank-you/ThankYouPage';
import { type SearchParams, thankYouQuery } from '../thank-you/thankYouParams';

export interface ThankYouRouteOptions {
  /** The app's API client for the current request (the shopper's session cookie goes with it). */
  serverApiClient: () => Promise<ApiClient>;
  storefront: { tenant: Pick<Tenant, 'catalogPrefix'> };
}

export function thankYouRoute({ serverApiClient, storefront }: ThankYouRouteOptions) {
  // Spec 1 §2: after a completed order the shopper goes on to the catalogue.
  const catalogHref = `/${storefront.tenant.catalogPrefix}/`;
  async function ThankYouRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    return <ThankYouPage client={await serverApiClient()} query={thankYouQuery(await searchParams)} catalogHref={catalogHref} />;
  }
  const metadata: Metadata = { title: thankYouMessages.title, robots: { index: false, follow: false } };
  return { metadata, Page: ThankYouRoutePage };
}

export { ThankYouLoading };
