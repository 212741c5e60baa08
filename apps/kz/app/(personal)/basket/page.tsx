import { basketRoute } from '@ornament/checkout/routes/basket';
import { sessionPresent } from '../../../src/api';
import { storefront } from '../../../src/tenant';

const route = basketRoute({ storefront, sessionPresent });

// Personal: rendered per request (nonce CSP), never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
