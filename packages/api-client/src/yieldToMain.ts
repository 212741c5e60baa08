/**
 * In a browser, lets the main thread paint and answer input before the caller goes on: the answer's
 * schema and its parse each run in a task of their own instead of one long one behind the script
 * that brought them. On a server, nothing to wait for.
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> | undefined {
  if (typeof window === 'undefined') return undefined;
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
