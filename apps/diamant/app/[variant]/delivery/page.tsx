import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { deliveryTermsRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The second brand's delivery page (spec 1 §2 /delivery/): content page delivery with the city's delivery types.
const route = deliveryTermsRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
