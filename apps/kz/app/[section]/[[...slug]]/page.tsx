import { catalogRoute } from '@ornament/catalog/routes/listing';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

const route = catalogRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
