import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// A landing from its content page (spec 2 §2); the same HTML for everyone.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'collections', path: '/collections/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
