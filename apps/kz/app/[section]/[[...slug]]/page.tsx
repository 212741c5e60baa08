import { catalogRoute } from '@ornament/catalog/routes/listing';
import { promotionBannerLoader } from '@ornament/content/promotions/banner';
import { catalogPathOf, withSeoMeta } from '@ornament/content/seo';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

const route = catalogRoute({
  storefront,
  serverApiClient,
  promotionBanner: promotionBannerLoader(serverApiClient, 'catalog-top', storefront.tenant.source),
});

// The meta call's answer for the path over the route's own head (spec 3 §7, §8).
export const generateMetadata = withSeoMeta(route.generateMetadata, { serverApiClient, path: catalogPathOf });
export default route.Page;
