import { thankYouRoute } from '@ornament/checkout/routes/thankYou';
import { cachedPage } from '@ornament/shell/page-cache';
import { storefront } from '../../../../src/tenant';

const route = thankYouRoute({ storefront });

// The page after an order: a shell the same for everyone, in the basket's frame; the orders in it
// are the shopper's, read in the browser.
export const metadata = route.metadata;
export default cachedPage(route.Page, { basketFrame: true });
