import { franchiseRoute } from '@ornament/content/franchise';

const route = franchiseRoute();

export const metadata = route.metadata;
export default route.Page;
