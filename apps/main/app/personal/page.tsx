import { personalIndexRoute } from '@ornament/account/routes/profile';

export const dynamic = 'force-dynamic';
export default personalIndexRoute();
