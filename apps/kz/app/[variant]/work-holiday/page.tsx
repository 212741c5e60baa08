import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { workHolidayRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

// The work and holiday schedule (spec 3 §3): content page work-holiday.
const route = workHolidayRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
