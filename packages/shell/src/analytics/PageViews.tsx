'use client';

import { createPageViewTracker, type PageViewTracker } from '@ornament/analytics';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { configureErrorReporting } from './errorReporting';

// One per tab: the page-load event waits in its queue until the first page view (spec 1 §4).
let tracker: PageViewTracker | null = null;
function pageViews(): PageViewTracker {
  tracker ??= createPageViewTracker();
  return tracker;
}

export interface PageViewsProps {
  /** The app's error DSN (server env); errors go to the console without one. */
  errorDsn?: string | undefined;
  pageType?: string | undefined;
}

/** Sends a page view on every route change and configures the tab's error reporter. */
export function PageViews({ errorDsn, pageType }: PageViewsProps) {
  const pathname = usePathname();

  useEffect(() => {
    configureErrorReporting(errorDsn);
  }, [errorDsn]);

  useEffect(() => {
    const sendLoad = () => pageViews().trackPageLoad();
    if (document.readyState === 'complete') sendLoad();
    else window.addEventListener('load', sendLoad, { once: true });
    return () => window.removeEventListener('load', sendLoad);
  }, []);

  useEffect(() => {
    pageViews().trackPageView({ location: window.location.href, title: document.title, ...(pageType ? { pageType } : {}) });
  }, [pathname, pageType]);

  return null;
}
