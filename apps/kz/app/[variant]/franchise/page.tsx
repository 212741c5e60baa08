import { cachedPage } from '@ornament/shell/page-cache';
import { franchiseRoute } from '@ornament/content/franchise';

const route = franchiseRoute();

export const metadata = route.metadata;
export default cachedPage(route.Page);
