// Liveness and readiness, apart (issue 22): a balancer sends shoppers only to a replica that is ready,
// and an orchestrator restarts only one that is not alive. GET /health stays as it was (start
// scripts and benches wait on it); /health/live is the process; /health/ready is the process able to
// serve: its database answers within a second, its start-up warm-up is done, and it is not draining.
import { apiErrorBodySchema, genericErrorCodes, paths } from '@ornament/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRelease, apiVersion } from '../release';
import { errorBody } from './errorBody';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops readiness at once (a SIGTERM's first step, before the listener closes); app.close() does too. */
    beginDrain(): void;
    readonly draining: boolean;
  }
}

/** How long the readiness probe waits for the database. */
export const readinessDatabaseTimeoutMs = 1_000;
/** What a caller of a replica that is not ready is told to wait, in seconds. */
const notReadyRetryAfterSeconds = 2;

const aliveSchema = z.object({ status: z.literal('ok'), version: z.string(), release: z.string() });
const readySchema = z.object({ status: z.literal('ready'), version: z.string(), release: z.string() });
const alive = () => ({ status: 'ok' as const, version: apiVersion, release: apiRelease });

type NotReady = 'draining' | 'warming up' | 'database unavailable';

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), readinessDatabaseTimeoutMs)));
  const query = app.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function unavailable(reply: FastifyReply, detail: string) {
  return reply
    .status(503)
    .header('retry-after', String(notReadyRetryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(errorBody(503, genericErrorCodes.unavailable, detail));
}

async function healthPlugin(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  app.decorate('draining', {
    getter: () => draining,
  });
  // Registered before the services, so this runs before their own preClose (the live sockets' close).
  app.addHook('preClose', async () => {
    draining = true;
  });

  const notReady = async (): Promise<NotReady | null> => {
    if (draining) return 'draining';
    // Decorated by the services (services/index.ts); null when this app runs no warm-up.
    if (app.warmUp && !app.warmUp.finished) return 'warming up';
    return (await databaseAnswers(app)) ? null : 'database unavailable';
  };

  app.get(paths.health, { schema: { response: { 200: aliveSchema } } }, async () => alive());

  app.get(
    paths.healthLive,
    { schema: { description: 'Liveness: 200 while the process runs and is not shutting down; 503 once it drains.', response: { 200: aliveSchema, 503: apiErrorBodySchema } } },
    async (_request, reply) => (draining ? unavailable(reply, 'The process is shutting down') : alive()),
  );

  app.get(
    paths.healthReady,
    {
      schema: {
        description: 'Readiness: 200 when the database answers within a second, the start-up warm-up is done and the process is not draining; else 503 with Retry-After.',
        response: { 200: readySchema, 503: apiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      const reason = await notReady();
      if (reason !== null) return unavailable(reply, `Not ready: ${reason}`);
      void reply.header('cache-control', 'no-store');
      return { status: 'ready' as const, version: apiVersion, release: apiRelease };
    },
  );
}

export const health = fp(healthPlugin, { name: 'health', dependencies: ['db'] });
