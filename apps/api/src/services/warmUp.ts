// Work a server does once after it starts, in the background, so the first shopper does not pay for
// it: today the photo search's product features (seconds on 10,000 products). It never holds up
// readiness or /health; a request that needs a step before it is done awaits the same work (the
// caches share their pending load). Closing the app stops it between its units of work.
import type { FastifyBaseLogger } from 'fastify';

export interface WarmUpStep {
  name: string;
  run(signal: AbortSignal): Promise<unknown>;
}

export interface WarmUp {
  /** Settles when every step has finished or failed (never rejects). */
  readonly done: Promise<void>;
  readonly finished: boolean;
  /** Stops the remaining work (app closing) and waits for the step under way to give up. */
  stop(): Promise<void>;
}

/** Runs the steps one after another, starting at once; failures are logged, never thrown. */
export function startWarmUp(steps: readonly WarmUpStep[], log: FastifyBaseLogger): WarmUp {
  const controller = new AbortController();
  let finished = false;
  const done = (async () => {
    for (const step of steps) {
      if (controller.signal.aborted) break;
      const started = performance.now();
      try {
        await step.run(controller.signal);
        log.info({ step: step.name, ms: Math.round(performance.now() - started) }, 'warm-up step done');
      } catch (error) {
        if (!controller.signal.aborted) log.warn({ err: error, step: step.name }, 'warm-up step failed; it runs again on first use');
      }
    }
    finished = true;
  })();
  return {
    done,
    get finished() {
      return finished;
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}
