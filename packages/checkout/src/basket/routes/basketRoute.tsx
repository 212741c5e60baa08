// `app/[variant]/basket/page.tsx` of every storefront: one entry for the basket page alone, so its
// first load carries only the basket's own client components (checkout and the options load after
// them: page/deferred.ts).
import { type Tenant, basketPageMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { BasketPage } from '../page/BasketPage';

export interface BasketRouteOptions {
  storefront: { tenant: Pick<Tenant, 'brand' | 'country' | 'catalogPrefix'> };
}

/**
 * The basket's shell: the same for every shopper (the apps serve it from the cached tree), never
 * indexed. Whose basket it is, and whether there is one, is the browser's to find out.
 */
export function basketRoute({ storefront }: BasketRouteOptions) {
  const { tenant } = storefront;
  const metadata: Metadata = { title: basketPageMessages.title, robots: { index: false, follow: false } };
  function BasketRoutePage() {
    return <BasketPage brand={tenant.brand} country={tenant.country} catalogHref={`/${tenant.catalogPrefix}/`} />;
  }
  return { metadata, Page: BasketRoutePage };
}
