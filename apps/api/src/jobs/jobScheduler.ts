// When a background job (the gift-card delivery, the message pruning) runs inside one API process: on
// a timer, and on a kick when something makes work due at once. Runs never overlap in a process: a
// kick during a run asks for one more run after it. Across replicas each job keeps its own work single
// (the gift cards' claims; pruning deletes what is there, skipping rows another replica holds).

export interface JobScheduler {
  /** Asks for a run now; never waits and never throws (a payment must not wait for an SMS). */
  kick(): void;
  /** Resolves once no run is in progress or asked for. */
  settled(): Promise<void>;
  /** Runs every `intervalMs` until stopped; the timer does not keep the process alive. */
  start(intervalMs: number): void;
  /** No more runs; aborts the current run's signal and resolves when that run has finished. */
  stop(): Promise<void>;
}

/** `run` gets a signal aborted on stop, so a long run can end between its steps. */
export function jobScheduler(run: (signal: AbortSignal) => Promise<unknown>, onError: (error: unknown) => void): JobScheduler {
  const stopping = new AbortController();
  let active = false;
  let again = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        await run(stopping.signal);
      } catch (error) {
        onError(error);
      }
    } while (again && !stopping.signal.aborted);
    // In the same step as the last check, so a kick arriving now starts a new loop instead of being lost.
    active = false;
  }

  function kick(): void {
    if (stopping.signal.aborted) return;
    if (active) {
      again = true;
      return;
    }
    active = true;
    running = loop();
  }

  return {
    kick,
    async settled() {
      while (active) await running;
    },
    start(intervalMs) {
      if (stopping.signal.aborted || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
