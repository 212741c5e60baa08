import { imageSearchRoute } from '@ornament/catalog/routes/image-search';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = imageSearchRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
