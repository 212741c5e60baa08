import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// «О бренде» (spec 1 §2, the diamond header): the brand's landing; the same HTML for everyone.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'diamant-brand', path: '/brand/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
