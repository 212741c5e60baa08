'use client';

import { ErrorFallback } from '@ornament/shell/error-fallback';
import { body } from '@ornament/ui-kit/styles/global';
import { mainTheme } from '@ornament/ui-kit/themes/main';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and the brand
// theme (a class name and its stylesheet), and draws the same fallback page as error.tsx.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ru" className={mainTheme}>
      <body className={body}>
        <ErrorFallback error={error} boundary="global" />
      </body>
    </html>
  );
}
