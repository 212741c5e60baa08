import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';

export interface PagesRouteOptions {
  storefront: { tenant: Pick<Tenant, 'brand' | 'brandIndex' | 'country' | 'deliveryTermsPath' | 'phone'> };
  serverApiClient: () => Promise<ApiClient>;
}
