// A SIGTERM's drain (issue 22, "graceful by design"): readiness turns 503 at once, so the balancer
// stops sending; live sockets are ended with 1012 (the messaging service's preClose), so their
// clients reconnect to another replica; the listener stops accepting; requests under way finish, each
// answered with `Connection: close`, for at most `timeoutMs`, after which the remaining connections
// are cut; then the background jobs stop (their onClose) after the run in progress.
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish once a drain starts. */
export const drainTimeoutMs = 10_000;

export type DrainOutcome = 'drained' | 'cut';

export async function drainAndClose(app: FastifyInstance, { timeoutMs = drainTimeoutMs }: { timeoutMs?: number } = {}): Promise<DrainOutcome> {
  app.beginDrain();
  let outcome: DrainOutcome = 'drained';
  const deadline = setTimeout(() => {
    outcome = 'cut';
    app.log.warn({ timeoutMs }, 'drain time is over: closing the connections still open');
    app.server.closeAllConnections();
    app.liveHub.terminateAll();
  }, timeoutMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return outcome;
}
