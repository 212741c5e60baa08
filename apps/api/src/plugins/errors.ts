// Every error leaves as a JSON:API body; nothing a client sends may produce a 500 or a stack trace.
import { genericErrorCodes } from '@ornament/api-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyError, errorBody, validationBody } from './errorBody';

/** `%00` anywhere in the path or the query: PostgreSQL text cannot hold a NUL, so it would fail as a 500 in a query. */
const encodedNul = /%00/i;

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (encodedNul.test(request.url)) return reply.status(400).send(errorBody(400, genericErrorCodes.invalidParameter, 'A NUL byte is not allowed in the address'));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validationContext, error.validation));
    }
    if (Array.isArray(error.validation)) {
      return reply.status(400).send(validationBody(error.validationContext, error.validation));
    }
    const classified = classifyError(error);
    if (classified.internal) request.log.error({ err: error }, 'unhandled error');
    else if (classified.status === 503) request.log.warn({ code: error.code, status: 503 }, 'database unavailable');
    else request.log.info({ code: error.code, status: classified.status }, error.message);
    if (classified.retryAfterSeconds !== undefined) void reply.header('retry-after', String(classified.retryAfterSeconds));
    return reply.status(classified.status).send(classified.body);
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(errorBody(404, genericErrorCodes.notFound, `No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`));
  });
}

export const errors = fp(errorsPlugin, { name: 'errors' });
