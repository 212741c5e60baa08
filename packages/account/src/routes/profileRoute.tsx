import { profileMessages as m } from '@ornament/domain';
import { ProfilePage } from '../profile/ProfilePage';
import { type AccountRouteOptions, personalMetadata } from './shared';

/** `app/personal/main/page.tsx`. */
export function profileRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personalMetadata(m.navProfile),
    Page: async function ProfileRoute() {
      return <ProfilePage client={await serverApiClient()} country={storefront.tenant.country} timeZone={storefront.tenant.timezone} />;
    },
  };
}
