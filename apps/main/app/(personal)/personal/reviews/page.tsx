import { reviewsRoute } from '@ornament/account/routes/reviews';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = reviewsRoute({ storefront, serverApiClient });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
