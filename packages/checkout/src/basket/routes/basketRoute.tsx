// `app/basket/page.tsx` of every storefront: one entry for the basket page alone, so its first load
// carries only the basket's own client components (checkout and the options load after them:
// page/deferred.ts).
import { type Tenant, basketPageMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { BasketPage } from '../page/BasketPage';

export interface BasketRouteOptions {
  storefront: { tenant: Pick<Tenant, 'brand' | 'country' | 'catalogPrefix'> };
  /** Whether the request carries an API session (the app reads its cookies): without one the basket is empty. */
  sessionPresent: () => Promise<boolean>;
}

/** Personal: never indexed; the apps' route files add `dynamic = 'force-dynamic'` (nonce CSP, no caching). */
export function basketRoute({ storefront, sessionPresent }: BasketRouteOptions) {
  const { tenant } = storefront;
  const metadata: Metadata = { title: basketPageMessages.title, robots: { index: false, follow: false } };
  async function BasketRoutePage() {
    const knownEmpty = !(await sessionPresent());
    return <BasketPage brand={tenant.brand} country={tenant.country} catalogHref={`/${tenant.catalogPrefix}/`} knownEmpty={knownEmpty} />;
  }
  return { metadata, Page: BasketRoutePage };
}
