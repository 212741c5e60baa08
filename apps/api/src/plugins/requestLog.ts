// Production's request log: Fastify's two info lines per request (off in production, see app.ts)
// cost more than a cached catalogue answer, so only the requests worth a look get a line: a server
// error, or one slower than a second. The line names the route pattern, never the URL, so no query
// value (a token, a phone) reaches the log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const slowRequestMs = 1_000;

export function worthLogging(status: number, ms: number): boolean {
  return status >= 500 || ms >= slowRequestMs;
}

async function requestLogPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const ms = reply.elapsedTime;
    if (!worthLogging(reply.statusCode, ms)) return;
    request.log.warn({ method: request.method, route: request.routeOptions.url ?? 'unrouted', status: reply.statusCode, ms: Math.round(ms) }, 'request failed or slow');
  });
}

export const requestLog = fp(requestLogPlugin, { name: 'requestLog' });
