'use client';

import { FallbackPage } from '@ornament/shell/fallback';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useEffect } from 'react';
import { fallbackTexts } from '../src/fallbackTexts';

// Spec 1 §4: an unexpected error shows the fallback page with a way back. Deep imports keep this
// client component's bundle to the two pieces it draws.
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <FallbackPage
      title={fallbackTexts.title}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{fallbackTexts.reload}</Button>
          <Button href="/" variant="secondary">
            {fallbackTexts.toMainPage}
          </Button>
        </>
      }
    />
  );
}
