import { contentPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

// The pawnshop landing (spec 2 §2), Russia only.
const route = contentPageRoute({ storefront, serverApiClient, code: 'lombard', path: '/page/landing/lombard/' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
