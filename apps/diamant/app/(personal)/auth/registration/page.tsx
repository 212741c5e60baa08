import { authPageRoute } from '@ornament/auth-modal/routes/auth';

const route = authPageRoute();

// Personal (nonce-protected, see README "Security"): rendered per request.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
