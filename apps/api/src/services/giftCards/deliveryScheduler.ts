// When the gift-card delivery runs inside one API process: on a timer for cards sent later, and on a
// kick right after a payment is approved. Runs never overlap in a process: a kick during a run asks
// for one more run after it. Across replicas the claims (deliveryClaims.ts) keep sends single.

export interface DeliveryScheduler {
  /** Asks for a run now; never waits and never throws (a payment must not wait for an SMS). */
  kick(): void;
  /** Resolves once no run is in progress or asked for. */
  settled(): Promise<void>;
  /** Runs every `intervalMs` until stopped; the timer does not keep the process alive. */
  start(intervalMs: number): void;
  /** No more runs; resolves when the current one has finished. */
  stop(): Promise<void>;
}

export function deliveryScheduler(run: () => Promise<unknown>, onError: (error: unknown) => void): DeliveryScheduler {
  let active = false;
  let again = false;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        await run();
      } catch (error) {
        onError(error);
      }
    } while (again && !stopped);
    // In the same step as the last check, so a kick arriving now starts a new loop instead of being lost.
    active = false;
  }

  function kick(): void {
    if (stopped) return;
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
      if (stopped || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
