import { favoritesRoute } from '@ornament/catalog/routes/favorites';
import { storefront } from '../../../src/tenant';

const route = favoritesRoute({ storefront });

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
