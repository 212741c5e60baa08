// Wires the message pruning into the app: `app.messagePruning` (tests kick and await it), its timer
// (MESSAGE_PRUNE_INTERVAL_SECONDS, started once the app is ready) and its stop when the app closes.
import type { FastifyInstance } from 'fastify';
import type { JobScheduler } from '../../jobs/jobScheduler';
import { registerJob } from '../../jobs/registerJob';
import { pruneMessages } from './prune';

declare module 'fastify' {
  interface FastifyInstance {
    messagePruning: JobScheduler;
  }
}

export interface MessagePruningOptions {
  now: () => Date;
  /** 0: no timer. */
  intervalMs: number;
}

export function registerMessagePruning(app: FastifyInstance, { now, intervalMs }: MessagePruningOptions): JobScheduler {
  const scheduler = registerJob(app, {
    name: 'message pruning',
    intervalMs,
    run: async (signal) => {
      const removed = await pruneMessages(app.db, now(), { signal });
      if (removed > 0) app.log.info({ removed }, 'old messages pruned');
    },
  });
  app.decorate('messagePruning', scheduler);
  return scheduler;
}
