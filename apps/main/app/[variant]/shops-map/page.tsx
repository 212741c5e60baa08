import { cachedPage } from '@ornament/shell/page-cache';
import { shopsMapRoute } from '@ornament/content/routes/shops-map';
import { publicApiClient } from '../../../src/api';
import { env } from '../../../src/env';
import { storefront } from '../../../src/tenant';

// Points and filters are rendered per request (the shopper's city); the tile source is the deployment's.
const route = shopsMapRoute({ storefront, serverApiClient: publicApiClient, tiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } });

export const metadata = route.metadata;
export default cachedPage(route.Page);
