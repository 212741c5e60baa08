import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// A landing from its content page (spec 2 §2), with the Premium selling points fetched by code (§7); the same HTML for everyone.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'premium', path: '/premium/', areas: ['utp-premium'] });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
