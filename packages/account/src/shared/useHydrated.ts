import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React has hydrated the component: a
 * control that acts only through its handler stays disabled until then, instead of taking a click
 * that does nothing (a slow phone shows the page a while before its script runs).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
