import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { contentPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The second brand's own vacancies page (tenant link rules).
const route = contentPageRoute({ storefront, serverApiClient: publicApiClient, code: 'vacancies-diamant', path: '/vacancies/' });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
