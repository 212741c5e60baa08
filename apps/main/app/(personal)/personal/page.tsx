import { personalIndexRoute } from '@ornament/account/routes/area';

export const dynamic = 'force-dynamic';
export default personalIndexRoute();
