import { contentPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The Kazakhstan edition's own vacancies page (tenant link rules).
const route = contentPageRoute({ storefront, serverApiClient, code: 'vacancies', path: '/vacancies/' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
