import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { deliveryTermsRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// Delivery and payment terms (spec 1 §2): the content page with the city's delivery types.
const route = deliveryTermsRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
