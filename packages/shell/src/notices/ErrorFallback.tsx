'use client';

import { fallbackPageMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useEffect } from 'react';
import { FallbackPage } from '../fallback/FallbackPage';
import { reportError } from '../analytics/errorReporting';

export interface ErrorFallbackProps {
  error: Error & { digest?: string };
  /** Which Next boundary caught it, for the report's tags. */
  boundary: 'route' | 'global';
}

/**
 * Spec 1 §4, §8: an unexpected interface error shows 'Упс! Что-то пошло не так.' with reload and
 * go-home, and is sent to the error reporter. Deep imports keep the error chunk to what it draws.
 */
export function ErrorFallback({ error, boundary }: ErrorFallbackProps) {
  useEffect(() => {
    reportError(error, { tags: { boundary, ...(error.digest ? { digest: error.digest } : {}) } });
  }, [error, boundary]);
  return (
    <FallbackPage
      title={fallbackPageMessages.title}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{fallbackPageMessages.reload}</Button>
          {/* A full page load: whatever broke this page's client state stays behind. */}
          <Button href="/" variant="secondary">
            {fallbackPageMessages.toMainPage}
          </Button>
        </>
      }
    />
  );
}
