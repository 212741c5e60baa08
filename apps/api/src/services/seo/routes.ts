// GET /api/sklv/v5/meta/{path} (spec 3 §7, spec 2 §7 product meta), registered under services.main.
import { requestHeaders, seoMetaResponseSchema } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { isDiamant, requestCountry } from '../geo/cities';
import { normalizeMetaPath } from './metaPath';
import { resolveMeta } from './metaResolver';

/** Meta changes only with a deploy or an editor's edit: shared caches may keep it 5 minutes. */
const metaCacheControl = 'public, max-age=300';

export const seoMetaRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (params: { '*'?: string | undefined }, headers: Parameters<typeof isDiamant>[0], reply: { header(name: string, value: string): unknown }) => {
    const path = normalizeMetaPath(params['*'] ?? '');
    if (path === null) throw HttpError.badRequest('Not a storefront path', '/path/path');
    const meta = await resolveMeta(app.db, { path, brand: isDiamant(headers) ? 'diamant' : 'main', country: requestCountry(headers) });
    void reply.header('cache-control', metaCacheControl);
    void reply.header('vary', `${requestHeaders.source}, ${requestHeaders.countryCode}`);
    return { data: meta };
  };
  const schema = { params: z.object({ '*': z.string().max(600).optional() }), response: { 200: seoMetaResponseSchema } };
  // The home page's meta is '/v5/meta/' (an empty path); Fastify's wildcard also serves it unslashed.
  app.get('/v5/meta', { schema }, async (request, reply) => handler({}, request.headers, reply));
  app.get('/v5/meta/*', { schema }, async (request, reply) => handler(request.params, request.headers, reply));
};
