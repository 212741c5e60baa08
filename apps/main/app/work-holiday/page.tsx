import { workHolidayRoute } from '@ornament/content/pages';
import { serverApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The work and holiday schedule (spec 3 §3): content page work-holiday.
const route = workHolidayRoute({ storefront, serverApiClient });

export const generateMetadata = route.generateMetadata;
export default route.Page;
