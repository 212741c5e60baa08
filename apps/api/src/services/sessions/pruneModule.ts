// Wires the session pruning into the app: `app.sessionPruning` (tests kick and await it), its timer
// (SESSION_PRUNE_INTERVAL_SECONDS, started once the app is ready) and its stop when the app closes.
import type { FastifyInstance } from 'fastify';
import type { JobScheduler } from '../../jobs/jobScheduler';
import { registerJob } from '../../jobs/registerJob';
import { pruneSessions } from './prune';

declare module 'fastify' {
  interface FastifyInstance {
    sessionPruning: JobScheduler;
  }
}

export function registerSessionPruning(app: FastifyInstance, { now, intervalMs }: { now: () => Date; intervalMs: number }): JobScheduler {
  const scheduler = registerJob(app, {
    name: 'session pruning',
    intervalMs,
    run: async (signal) => {
      const removed = await pruneSessions(app.db, now(), { signal });
      if (removed.sessions + removed.guests > 0) app.log.info(removed, 'ended sessions and abandoned guests pruned');
    },
  });
  app.decorate('sessionPruning', scheduler);
  return scheduler;
}
