import { limits } from '@ornament/domain';

export interface WaitOptions {
  /** Between the end of one probe and the start of the next. */
  intervalMs: number;
  /** After this long from the start no new probe begins; the wait answers undefined. */
  maxMs: number;
  /** Stops the wait (a component that unmounts): it answers undefined. */
  signal?: AbortSignal;
}

/** Spec 2 §9 polling helpers: an order's state, every 2 s for at most a minute. */
export const untilOrderSettles: Omit<WaitOptions, 'signal'> = { intervalMs: limits.waitUntilIntervalMs, maxMs: limits.waitUntilMaxMs };
/** Spec 2 §9: recommendations being prepared, every second for at most 20 s. */
export const untilRecommendationsReady: Omit<WaitOptions, 'signal'> = { intervalMs: limits.recommendationWaitIntervalMs, maxMs: limits.recommendationWaitMaxMs };

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Asks `probe` until it answers a value (anything but undefined), then answers that value; answers
 * undefined when `maxMs` ran out or the signal aborted. A probe that throws counts as "not yet": a
 * network blip does not end the wait, the deadline does.
 */
export async function waitUntil<T>(probe: () => Promise<T | undefined>, { intervalMs, maxMs, signal }: WaitOptions): Promise<T | undefined> {
  const deadline = Date.now() + maxMs;
  while (!signal?.aborted) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() + intervalMs > deadline) return undefined;
    await pause(intervalMs, signal);
  }
  return undefined;
}
