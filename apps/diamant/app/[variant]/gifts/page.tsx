import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// Подарки (the diamond header's promo button, spec 1 §2): gift ideas from the diamond catalogue.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'diamant-gifts', path: '/gifts/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
