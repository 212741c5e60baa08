import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { promoAtelierRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

// The atelier landings /promo/{product}-atelier/ (spec 2 §2) with the order-for-production form.
const route = promoAtelierRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
