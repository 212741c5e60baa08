import { revalidateRoute } from '@ornament/shell/page-cache';
import { env } from '../../../src/env';

// The API names what changed; this process expires the cached pages that show it.
export const { POST } = revalidateRoute({ secret: env.REVALIDATE_SECRET });
