// GET /api/sklv/v5/set-cookie/, registered under services.main.
import { randomInt } from 'node:crypto';
import { paths, requestHeaders, services, setCookieResponseSchema } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookieHeader } from '../geo/cookies';
import { abAssignment, abCookies } from './groups';

export interface AbRoutesOptions {
  secureCookies?: boolean;
}

export const abRoutes: FastifyPluginAsyncZod<AbRoutesOptions> = async (app, options) => {
  app.get(paths.setCookie.slice(services.main.length), { schema: { response: { 200: setCookieResponseSchema } } }, async (request, reply) => {
    const source = request.headers[requestHeaders.source];
    const assignment = abAssignment({
      cookies: parseCookieHeader(request.headers.cookie),
      diamant: (Array.isArray(source) ? source[0] : source)?.trim().toLowerCase() === 'diamant',
      draw: () => randomInt(0, 1_000_000) / 1_000_000,
    });
    void reply.header('set-cookie', abCookies(assignment, options.secureCookies === true || request.protocol === 'https'));
    void reply.header('cache-control', 'no-store');
    return { data: assignment };
  });
};
