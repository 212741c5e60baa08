import { tradeInRoute } from '@ornament/content/trade-in';
import { serverApiClient } from '../../../../../src/api';

// Personal: the shopper's trade-in lists are read with their session cookie.
export const dynamic = 'force-dynamic';
const route = tradeInRoute({ serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
