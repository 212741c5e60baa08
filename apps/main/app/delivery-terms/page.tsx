import { deliveryTermsRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// Delivery and payment terms (spec 1 §2): the content page with the city's delivery types.
const route = deliveryTermsRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
