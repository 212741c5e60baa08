import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { catalogRoute } from '@ornament/catalog/routes/listing';
import { promotionBannerLoader } from '@ornament/content/promotions/banner';
import { catalogPathOf, withSeoMeta } from '@ornament/content/seo';
import { publicApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = catalogRoute({
  storefront,
  serverApiClient: publicApiClient,
  promotionBanner: promotionBannerLoader(publicApiClient, 'catalog-top', storefront.tenant.source),
});

// The meta call's answer for the path over the route's own head (spec 3 §7, §8).
export const generateMetadata = cachedMetadata(withSeoMeta(route.generateMetadata, { serverApiClient: publicApiClient, path: catalogPathOf }));
export default cachedPage(route.Page);
