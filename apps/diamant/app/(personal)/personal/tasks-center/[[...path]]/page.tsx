import { tasksCenterRoute } from '@ornament/account/routes/tasks-center';
import { serverApiClient } from '../../../../../src/api';
import { storefront } from '../../../../../src/tenant';

const route = tasksCenterRoute({ storefront, serverApiClient });

// Personal: rendered per request, never cached. The centre, event/{id} and task/{id}.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
