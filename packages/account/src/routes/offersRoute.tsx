import { loyaltyMessages } from '@ornament/domain';
import { OffersPage } from '../offers/OffersPage';
import { type AccountRouteOptions, personalMetadata } from './shared';

/** `app/personal/offers/page.tsx`. */
export function offersRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personalMetadata(loyaltyMessages.offersTitle),
    Page: async function OffersRoute() {
      return <OffersPage client={await serverApiClient()} timeZone={storefront.tenant.timezone} />;
    },
  };
}
