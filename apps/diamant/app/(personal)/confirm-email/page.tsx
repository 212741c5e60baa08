import { confirmEmailRoute } from '@ornament/account/routes/confirm-email';

const route = confirmEmailRoute();

// Personal: rendered per request, never cached (the link's token is the shopper's).
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
