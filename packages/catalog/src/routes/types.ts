import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import type { GridDensity } from '@ornament/ui-kit';
import type { PromotionSlotLoader } from '../analytics/PromotionSlot';

/** What a listing route reads from the app's storefront config (`src/tenant.ts`). */
export interface ListingRouteStorefront {
  /** Catalogue sections this storefront lists; any other first segment answers 404. */
  catalogSections: readonly string[];
  /** Where an empty listing sends the shopper: the storefront's catalogue root. */
  catalogHref: string;
  gridDensity?: GridDensity;
  /** The brand goes into the listing's analytics items. */
  tenant: Pick<Tenant, 'brand'>;
}

export interface ListingRouteOptions {
  storefront: ListingRouteStorefront;
  /** The app's API client for the current request (context from the shopper's cookies). */
  serverApiClient: () => Promise<ApiClient>;
  /** The promotion banner over the listing (spec 2 §7 content/filter/web-catalog-top/), streamed in. */
  promotionBanner?: PromotionSlotLoader<{ path: string; query: string }>;
}
