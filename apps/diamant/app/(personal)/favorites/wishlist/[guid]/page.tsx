import { wishlistRoute } from '@ornament/catalog/routes/favorites';
import { serverApiClient } from '../../../../../src/api';
import { storefront } from '../../../../../src/tenant';

const route = wishlistRoute({ storefront, serverApiClient });

// The viewer (owner, guest) changes what it shows: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
