import { profileMessages as m } from '@ornament/domain';
import { SubscriptionsPage } from '../subscriptions/SubscriptionsPage';
import { type AccountRouteOptions, personalMetadata } from './shared';

/** `app/personal/subscriptions/page.tsx`. */
export function subscriptionsRoute({ serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personalMetadata(m.subscriptionsTitle),
    Page: async function SubscriptionsRoute() {
      return <SubscriptionsPage client={await serverApiClient()} />;
    },
  };
}
