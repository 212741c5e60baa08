import { notificationsRoute } from '@ornament/messaging/routes/notifications';
import { serverApiClient } from '../../../../src/api';

const route = notificationsRoute({ serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
