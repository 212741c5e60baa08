import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { textSearchRoute } from '@ornament/catalog/routes/listing';
import { searchPathOf, withSeoMeta } from '@ornament/content/seo';
import { publicApiClient } from '../../../../../src/api';
import { storefront } from '../../../../../src/tenant';

// The same for every shopper (the search history is kept in the browser): served from the page cache.
const route = textSearchRoute({ storefront, serverApiClient: publicApiClient });

// The meta call's answer for the path over the route's own head (spec 3 §7, §8).
export const generateMetadata = cachedMetadata(withSeoMeta(route.generateMetadata, { serverApiClient: publicApiClient, path: searchPathOf }));
export default cachedPage(route.Page);
