import { favoriteButtonFor } from '@ornament/catalog/favorites/button';
import { productRoute } from '@ornament/catalog/routes/product';
import { productHeaderFor } from '@ornament/shell';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

const route = productRoute({ storefront, serverApiClient, header: productHeaderFor(storefront, { favourite: favoriteButtonFor(storefront.tenant.brand) }) });

export const generateMetadata = route.generateMetadata;
export default route.Page;
