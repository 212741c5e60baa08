import { basketRoute } from '@ornament/checkout/routes/basket';
import { cachedPage } from '@ornament/shell/page-cache';
import { storefront } from '../../../src/tenant';

const route = basketRoute({ storefront });

// The basket's shell, the same for everyone, in the basket's own variant (its reduced header); the
// basket and the checkout in it are the browser's, from the API.
export const metadata = route.metadata;
export default cachedPage(route.Page, { basketFrame: true });
