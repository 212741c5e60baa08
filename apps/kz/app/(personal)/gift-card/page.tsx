import { giftCardRoute } from '@ornament/content/gift-card';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// Gift cards are sold on the Russian editions; elsewhere the page links to the Russian site (tenant link rules).
const route = giftCardRoute({ storefront, serverApiClient });

export const metadata = route.metadata;
export default route.Page;
