import { sitemapPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The HTML site map (GET serviceMeta v1 sitemap/html/ with this country's X-Country-Code).
const route = sitemapPageRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
