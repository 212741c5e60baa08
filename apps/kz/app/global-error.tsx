'use client';

import { GlobalErrorPage } from '@ornament/shell/global-error';
import { mainTheme } from '@ornament/ui-kit/themes/main';

// Replaces the root layout when the layout itself fails; the brand theme is imported here, so only
// this brand's stylesheet comes along.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return <GlobalErrorPage error={error} themeClass={mainTheme} />;
}
