// The reviews area (spec 3 §7): GET comment-product/?filter[last_year]=0&page-size=10 and
// comment-product/comment-list/?page-size=50, both paged with the spec's meta.
import { commentProductsQuerySchema, commentProductsResponseSchema, paths, sentCommentsQuerySchema, sentCommentsResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { productsAwaitingReview, sentReviews } from './commentProducts';

const pageMeta = (page: number, pageSize: number, total: number) => ({
  'current-page': page,
  'page-count': Math.ceil(total / pageSize),
  'per-page': pageSize,
  'total-count': total,
});

export async function commentProductRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.commentProducts), { schema: { querystring: commentProductsQuerySchema, response: { 200: commentProductsResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const { 'filter[last_year]': lastYear, 'page-size': pageSize, page } = request.query;
    const result = await productsAwaitingReview(app.db, user.id, lastYear === '1', page, pageSize);
    void reply.header('cache-control', 'private, no-store');
    return { data: result.items, meta: pageMeta(page, pageSize, result.total) };
  });

  routes.get(local(paths.commentProductsSent), { schema: { querystring: sentCommentsQuerySchema, response: { 200: sentCommentsResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const { 'page-size': pageSize, page } = request.query;
    const result = await sentReviews(app.db, user.id, page, pageSize);
    void reply.header('cache-control', 'private, no-store');
    return { data: result.items, meta: pageMeta(page, pageSize, result.total) };
  });
}
