'use client';

import { ErrorFallback } from '@ornament/shell/error-fallback';

// Spec 1 §4: an unexpected error inside a page shows the fallback page and is reported.
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} boundary="route" />;
}
