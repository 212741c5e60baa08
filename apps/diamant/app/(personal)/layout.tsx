import { personalLayout } from '@ornament/shell/page-cache';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// Pages read per request with the shopper’s cookies: account, sign-in, photo search.
export default personalLayout({ storefront, client: serverApiClient });
