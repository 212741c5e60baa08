import { deliveryTermsRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The second brand's delivery page (spec 1 §2 /delivery/): content page delivery with the city's delivery types.
const route = deliveryTermsRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
