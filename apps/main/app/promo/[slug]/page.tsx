import { promoAtelierRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The atelier landings /promo/{product}-atelier/ (spec 2 §2) with the order-for-production form.
const route = promoAtelierRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
