import { cachedLayout } from '@ornament/shell/page-cache';
import { publicApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The cached tree: pages the same for every shopper of a city, rendered once per variant and kept
// until the API names their data changed (POST /internal/revalidate/) or five minutes pass. Nothing
// here can read a cookie or a header: force-static hands every page empty ones.
export const dynamic = 'force-static';
export const revalidate = 300;

export default cachedLayout({ storefront, client: publicApiClient });
