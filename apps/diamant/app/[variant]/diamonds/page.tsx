import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// Di Diamonds (spec 1 §2, the diamond header): the collection's landing with its product strips.
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'diamant-diamonds', path: '/diamonds/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
