import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { bonusSystemRoute } from '@ornament/account/routes/bonus-system';
import { withSeoMeta } from '@ornament/content/seo';
import { publicApiClient } from '../../../../../src/api';
import { storefront } from '../../../../../src/tenant';

// The same HTML for everyone (content kept 5 minutes); the shopper's balance and partner code load
// in the browser, so the page reads no session and needs no personal nonce.
const route = bonusSystemRoute({ storefront, serverApiClient: publicApiClient });

// The meta row of the path over the content page's own SEO fields (spec 3 §7).
export const generateMetadata = cachedMetadata(withSeoMeta(route.generateMetadata, { serverApiClient: publicApiClient, path: () => '/page/landing/bonus-system/' }));
export default cachedPage(route.Page);
