// Builds the Fastify instance: framework setup, then app plugins (errors, db, origin guard), then one
// plugin per service prefix. Nothing here listens; server.ts does, and tests use app.inject.
import { genericErrorCodes } from '@ornament/api-contract';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, openDatabase } from './db';
import { catalogCacheTtlMs, type Env, logLevelOf } from './env';
import { catalogCache } from './plugins/catalogCache';
import { catalogRepository } from './plugins/catalogRepository';
import { storefrontRevalidation } from './plugins/storefrontRevalidation';
import { db } from './plugins/db';
import { errorBody } from './plugins/errorBody';
import { errors } from './plugins/errors';
import { health } from './plugins/health';
import { openapi } from './plugins/openapi';
import { originGuard } from './plugins/originGuard';
import { requestLog } from './plugins/requestLog';
import { session } from './plugins/session';
import { registerServices } from './services';
import type { SmsProvider } from './services/sms/provider';

export interface BuildAppOptions {
  env: Env;
  /** An already opened (and migrated) database; when absent the app opens one from env and closes it. */
  database?: Database;
  /** Warm caches in the background once ready (the server does; tests ask for it where they test it). */
  warmUp?: boolean;
  /** The login's clock (see ServicesOptions.now). */
  now?: () => Date;
  /** An SMS provider instead of the one SMS_DRIVER names (see ServicesOptions.sms). */
  sms?: SmsProvider;
  /** Where the log goes instead of stdout (tests read it to prove what is never logged). */
  logStream?: { write(line: string): void };
}

export async function buildApp({ env, database, warmUp = false, now, sms, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevelOf(env), ...(logStream ? { stream: logStream } : {}) },
    // Two info lines a request cost more than a cached catalogue answer: production logs only the
    // requests that failed or were slow (requestLog below; errors also log themselves, plugins/errors).
    logController: new LogController({ disableRequestLogging: env.NODE_ENV === 'production' }),
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 2048, ignoreDuplicateSlashes: true },
    // While the app closes (a SIGTERM's drain, shutdown.ts) a request that still arrives on an open
    // keep-alive connection is served, with `Connection: close`, rather than refused: a balancer
    // cannot retry a refused order. New connections are not accepted at all by then.
    return503OnClosing: false,
    // Malformed percent-encoding and similar router failures are the client's fault: 400, not 500.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send(errorBody(status, genericErrorCodes.invalidParameter, error.message));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON:API's own media type (what every JSON:API client sends) is JSON wherever JSON is accepted.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  await app.register(errors);
  if (env.NODE_ENV === 'production') await app.register(requestLog);
  const ownsDatabase = database === undefined;
  const opened = database ?? (await openDatabase(env));
  if (ownsDatabase) await opened.migrate();
  await app.register(db, { database: opened, closeOnShutdown: ownsDatabase });
  await app.register(catalogCache, { ttlMs: catalogCacheTtlMs(env), maxEntries: env.CATALOG_CACHE_ENTRIES });
  await app.register(catalogRepository);
  await app.register(storefrontRevalidation, { urls: env.STOREFRONT_REVALIDATE_URLS, secret: env.REVALIDATE_SECRET });
  await app.register(originGuard, { allowedOrigins: env.ALLOWED_ORIGINS });
  await app.register(session, { secureCookies: env.NODE_ENV === 'production' });
  // Before every route, which it describes (GET /openapi.json, GET /docs).
  await app.register(openapi);
  // GET /health, /health/live, /health/ready. Before the services: its preClose (readiness off) runs before theirs (live sockets closed).
  await app.register(health);

  await registerServices(app, { env, warmUp, ...(now ? { now } : {}), ...(sms ? { sms } : {}) });
  return app;
}
