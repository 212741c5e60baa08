// `app/[variant]/basket/thank-you/page.tsx`: the page after an order (spec 3 §2).
import { type Tenant, thankYouMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { ThankYouPage } from '../thank-you/ThankYouPage';

export interface ThankYouRouteOptions {
  storefront: { tenant: Pick<Tenant, 'catalogPrefix'> };
}

/** A shell the same for every shopper (the apps serve it from the cached tree); the orders are the browser's. */
export function thankYouRoute({ storefront }: ThankYouRouteOptions) {
  // Spec 1 §2: after a completed order the shopper goes on to the catalogue.
  const catalogHref = `/${storefront.tenant.catalogPrefix}/`;
  function ThankYouRoutePage() {
    return <ThankYouPage catalogHref={catalogHref} />;
  }
  const metadata: Metadata = { title: thankYouMessages.title, robots: { index: false, follow: false } };
  return { metadata, Page: ThankYouRoutePage };
}
