'use client';

import { RouteErrorFallback } from '@ornament/shell/route-error';

// Spec 1 §4: an unexpected error inside a page shows the fallback page and is reported.
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  return <RouteErrorFallback error={error} boundary="route" />;
}
