import { productRoute } from '@ornament/catalog/routes';
import { productHeaderFor } from '@ornament/shell';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

const route = productRoute({ storefront, serverApiClient, header: productHeaderFor(storefront) });

export const generateMetadata = route.generateMetadata;
export default route.Page;
