import { authenticityRoute } from '@ornament/content/authenticity';

const route = authenticityRoute();

export const metadata = route.metadata;
export default route.Page;
