import { storesRoute } from '@ornament/account/routes/stores';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = storesRoute({ storefront, serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
