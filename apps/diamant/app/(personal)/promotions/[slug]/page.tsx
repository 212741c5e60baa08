import { promotionDetailRoute } from '@ornament/content/promotions';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

const route = promotionDetailRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
