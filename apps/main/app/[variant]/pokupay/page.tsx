import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The installment landing (spec 2 §2), Russia only.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'pokupay', path: '/pokupay/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
