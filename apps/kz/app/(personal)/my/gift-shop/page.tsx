import { contentPageRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

// The gift shop (spec 2 §2 /my/gift-shop/): gifts for bonuses (the KZ header's promo button leads here too).
const route = contentPageRoute({ storefront, serverApiClient, code: 'gift-shop', path: '/my/gift-shop/' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
