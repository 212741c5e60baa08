import { basketRoute } from '@ornament/checkout/routes/basket';
import { storefront } from '../../../src/tenant';

const route = basketRoute({ storefront });

// Personal: rendered per request (nonce CSP), never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
