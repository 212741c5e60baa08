import type { ApiClient } from '@ornament/api-client';
import { notificationMessages as m } from '@ornament/domain';
import { NotificationsPage } from '../page/NotificationsPage';

export interface NotificationsRouteOptions {
  /** The app's API client for the current request (the shopper's session cookie goes with it). */
  serverApiClient: () => Promise<ApiClient>;
}

/** `app/personal/notifications/page.tsx`: never indexed, rendered per request. */
export function notificationsRoute({ serverApiClient }: NotificationsRouteOptions) {
  return {
    metadata: { title: m.pageTitle, robots: { index: false, follow: false } },
    Page: async function NotificationsRoute() {
      return <NotificationsPage client={await serverApiClient()} />;
    },
  };
}
