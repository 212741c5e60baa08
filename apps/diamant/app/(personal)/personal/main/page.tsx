import { profileRoute } from '@ornament/account/routes/profile';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = profileRoute({ storefront, serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
