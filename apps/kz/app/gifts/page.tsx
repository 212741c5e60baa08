import { contentPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// A landing from its content page (spec 2 §2); the same HTML for everyone.
const route = contentPageRoute({ storefront, serverApiClient, code: 'gifts', path: '/gifts/' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
