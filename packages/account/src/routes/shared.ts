// What every personal route reads from the app, and the area's fixed addresses. Each route has its
// own entry (one page per file): a page's module graph decides which client components its first load
// carries, so a route file must not import the other pages.
import type { ApiClient } from '@ornament/api-client';
import type { CountryCode } from '@ornament/domain';
import type { Metadata } from 'next';

export interface AccountRouteOptions {
  storefront: { tenant: { country: CountryCode; timezone: string } };
  /** The app's API client for the current request (the shopper's session cookie goes with it). */
  serverApiClient: () => Promise<ApiClient>;
}

export const ordersBase = '/personal/orders/';
export const returnsBase = '/personal/returns/';

/** Personal pages are never indexed; the apps' route files add `dynamic = 'force-dynamic'` (no caching). */
export const personalMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });
