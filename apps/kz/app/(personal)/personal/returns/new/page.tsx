import { newReturnRoute } from '@ornament/account/routes/newReturn';
import { serverApiClient } from '../../../../../src/api';

const route = newReturnRoute({ serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
