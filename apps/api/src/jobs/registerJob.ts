// A background job in the app: its scheduler, the timer started once the app is ready (when the
// interval is above 0; tests leave it off and run the job by hand), and its stop when the app closes.
import type { FastifyInstance } from 'fastify';
import { type JobScheduler, jobScheduler } from './jobScheduler';

export interface JobOptions {
  /** Names the job in the log when a run fails. */
  name: string;
  run: (signal: AbortSignal) => Promise<unknown>;
  /** 0: no timer (kicks still run it). */
  intervalMs: number;
}

export function registerJob(app: FastifyInstance, { name, run, intervalMs }: JobOptions): JobScheduler {
  const scheduler = jobScheduler(run, (error) => app.log.error({ err: error, job: name }, `${name} run failed`));
  if (intervalMs > 0) app.addHook('onReady', async () => scheduler.start(intervalMs));
  app.addHook('onClose', async () => scheduler.stop());
  return scheduler;
}
