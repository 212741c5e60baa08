// GET /api/sklv/v5/products/comment-info/?url_codes= (spec 1 §7, spec 2 §7): each product's rating and
// review count, for lists that show them. In the main service, like the sale label beside it.
import { commentInfoResponseSchema, paths, services, urlCodesQuerySchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentInfoOf } from './commentInfo';

export async function commentInfoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.commentInfo.slice(services.main.length),
    { schema: { querystring: urlCodesQuerySchema, response: { 200: commentInfoResponseSchema } } },
    async (request) => ({ data: await commentInfoOf(app.db, request.query.url_codes) }),
  );
}
