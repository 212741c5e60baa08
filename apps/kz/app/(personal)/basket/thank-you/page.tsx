import { thankYouRoute } from '@ornament/checkout/routes/thankYou';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = thankYouRoute({ serverApiClient, storefront });

// The shopper's orders: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
