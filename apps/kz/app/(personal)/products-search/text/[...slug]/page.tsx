import { textSearchRoute } from '@ornament/catalog/routes/listing';
import { searchPathOf, withSeoMeta } from '@ornament/content/seo';
import { serverApiClient } from '../../../../../src/api';
import { storefront } from '../../../../../src/tenant';

const route = textSearchRoute({ storefront, serverApiClient });

// The meta call's answer for the path over the route's own head (spec 3 §7, §8).
export const generateMetadata = withSeoMeta(route.generateMetadata, { serverApiClient, path: searchPathOf });
export default route.Page;
