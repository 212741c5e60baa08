import { profileMessages as m } from '@ornament/domain';
import { StoresPage } from '../stores/StoresPage';
import { type AccountRouteOptions, personalMetadata } from './shared';

/** `app/personal/stores/page.tsx`. */
export function storesRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personalMetadata(m.storesTitle),
    Page: async function StoresRoute() {
      return <StoresPage client={await serverApiClient()} country={storefront.tenant.country} />;
    },
  };
}
