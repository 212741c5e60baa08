import { useEffect } from 'react';

/** Runs `task` once, after hydration, when the browser is idle (at the latest after `timeout` ms). */
export function useIdleOnce(task: () => void, timeout = 2000): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(task, 1);
    return () => window.clearTimeout(id);
    // Once per page load: the task reads what it needs when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
