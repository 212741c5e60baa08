import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { favoriteButtonFor } from '@ornament/catalog/favorites/button';
import { productRoute } from '@ornament/catalog/routes/product';
import { promotionBannerLoader } from '@ornament/content/promotions/banner';
import { productHeaderFor } from '@ornament/shell';
import { productPathOf, productSeoLookup, withSeoMeta } from '@ornament/content/seo';
import { publicApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = productRoute({
  storefront,
  serverApiClient: publicApiClient,
  header: productHeaderFor(storefront, { favourite: favoriteButtonFor(storefront.tenant.brand) }),
  promotionBanner: promotionBannerLoader(publicApiClient, 'product', storefront.tenant.source),
});

// The meta call's answer for the path over the route's own head (spec 3 §7, §8).
export const generateMetadata = cachedMetadata(withSeoMeta(route.generateMetadata, { serverApiClient: publicApiClient, path: productPathOf, lookup: productSeoLookup, preferGenerated: true }));
export default cachedPage(route.Page);
