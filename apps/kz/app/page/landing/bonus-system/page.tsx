import { bonusSystemRoute } from '@ornament/account/routes/bonus-system';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

// The same HTML for everyone (content kept 5 minutes); the shopper's balance and partner code load
// in the browser, so the page reads no session and needs no personal nonce.
const route = bonusSystemRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
