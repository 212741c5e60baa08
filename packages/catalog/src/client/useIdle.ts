'use client';

import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * True once the browser is idle after hydration (at most `timeout` ms later): the moment product
 * pages load their personal, off-first-load parts (the heart's logic, offer price, viewed products).
 */
export function useIdle(timeout = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    if (!w.requestIdleCallback || !w.cancelIdleCallback) {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const id = w.requestIdleCallback(() => setIdle(true), { timeout });
    const cancel = w.cancelIdleCallback;
    return () => cancel(id);
  }, [timeout]);
  return idle;
}
