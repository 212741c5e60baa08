import { promotionsRoute } from '@ornament/content/promotions';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// Lists with the viewer's flags: rendered per request (the API call forwards the session cookie).
const route = promotionsRoute({ storefront, serverApiClient });

export const metadata = route.metadata;
export default route.Page;
