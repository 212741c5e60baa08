import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { journalRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The journal (spec 1 §2 "Журнал"): its articles as cards; the same HTML for everyone.
const route = journalRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
