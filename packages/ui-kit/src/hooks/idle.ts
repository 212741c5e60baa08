import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `task` when the browser is next idle (at the latest after `timeout` ms), in a task of its own
 * rather than in the one that hydrated the page; where the browser has no idle callbacks, after the
 * current task. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout });
    const cancel = w.cancelIdleCallback;
    return () => cancel(id);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/**
 * True once the browser is idle after hydration (at most `timeout` ms later): the moment the page's
 * parts that need not be in its first task load (the product's personal parts, the heart's logic).
 */
export function useIdle(timeout = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout]);
  return idle;
}

/** Runs `task` once a page load, after hydration, when the browser is idle (see whenIdle). */
export function useIdleOnce(task: () => void, timeout = 2000): void {
  // Once per page load: the task reads what it needs when it runs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenIdle(task, timeout), []);
}
