import { contentPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The installment landing (spec 2 §2), Russia only.
const route = contentPageRoute({ storefront, serverApiClient, code: 'pokupay', path: '/pokupay/' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
