import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { sitemapPageRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The HTML site map (GET serviceMeta v1 sitemap/html/ with this country's X-Country-Code).
const route = sitemapPageRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
