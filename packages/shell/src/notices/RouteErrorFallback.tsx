'use client';

import { lazy, Suspense } from 'react';
import type { ErrorFallbackProps } from './ErrorFallback';

// A page's error is rare: the fallback's code loads when one happens, not with every page.
const ErrorFallback = lazy(() => import('./ErrorFallback').then((module) => ({ default: module.ErrorFallback })));

/** The route error boundary's content (app/error.tsx): the fallback page, loaded on demand. */
export function RouteErrorFallback(props: ErrorFallbackProps) {
  return (
    <Suspense fallback={null}>
      <ErrorFallback {...props} />
    </Suspense>
  );
}
