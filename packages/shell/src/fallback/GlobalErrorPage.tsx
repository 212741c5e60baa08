import { body } from '@ornament/ui-kit/styles/global';
import { ErrorFallback } from '../notices/ErrorFallback';

export interface GlobalErrorPageProps {
  error: Error & { digest?: string };
  /** The brand theme's class name; the app imports it, so its stylesheet comes along. */
  themeClass: string;
}

/**
 * What `app/global-error.tsx` draws. It replaces the root layout when the layout itself fails, so it
 * brings its own <html> and the brand theme, and draws the same fallback page as error.tsx.
 */
export function GlobalErrorPage({ error, themeClass }: GlobalErrorPageProps) {
  return (
    <html lang="ru" className={themeClass}>
      <body className={body}>
        <ErrorFallback error={error} boundary="global" />
      </body>
    </html>
  );
}
