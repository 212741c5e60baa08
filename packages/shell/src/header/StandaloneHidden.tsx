'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { isStandaloneSession, standaloneSessionKey } from './standalone';

function detectStandalone(): boolean {
  const search = window.location.search;
  let stored: string | null = null;
  try {
    if (new URLSearchParams(search).get('standalone') === 'true') window.sessionStorage.setItem(standaloneSessionKey, 'true');
    stored = window.sessionStorage.getItem(standaloneSessionKey);
  } catch {
    // Storage can be off (private modes); the query string alone still decides.
  }
  return isStandaloneSession({ search, stored, displayModeStandalone: window.matchMedia('(display-mode: standalone)').matches });
}

/**
 * Renders its children except in standalone sessions (spec 1 §2). The server cannot know, so the
 * chrome renders first and goes after hydration; the installed-app case is also hidden by CSS at once.
 */
export function StandaloneHidden({ children }: { children: ReactNode }) {
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(detectStandalone()), []);
  return standalone ? null : children;
}
