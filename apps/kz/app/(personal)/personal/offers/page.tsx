import { offersRoute } from '@ornament/account/routes/offers';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = offersRoute({ storefront, serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
