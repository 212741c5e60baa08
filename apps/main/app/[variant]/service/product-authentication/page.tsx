import { cachedPage } from '@ornament/shell/page-cache';
import { authenticityRoute } from '@ornament/content/authenticity';

const route = authenticityRoute();

export const metadata = route.metadata;
export default cachedPage(route.Page);
