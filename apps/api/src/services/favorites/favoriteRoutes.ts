// Favourites under /api/sklv (spec 1 §7, spec 2 §7). Reads use the session's user without creating
// one (no session → empty); writes make a guest user, so a guest's favourites survive login.
import {
  favoriteArticlesResponseSchema,
  favoriteCreateBodySchema,
  favoriteCreatedResponseSchema,
  favoriteErrorCodes,
  favoritesDeleteAllBodySchema,
  favoritesDeletedResponseSchema,
  favoritesQuerySchema,
  favoritesResponseSchema,
  genericErrorCodes,
  paths,
} from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { catalogContextOf } from '../catalog/requestContext';
import { favoritesPage } from './favoritesPage';
import { local } from './local';
import { favoriteServerMessages as messages } from './messages';
import { productsByArticle } from './products';
import { addFavorite, articleExists, favoritesOf, removeFavorite, removeFavorites } from './repository';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.favorites), { schema: { querystring: favoritesQuerySchema, response: { 200: favoritesResponseSchema } } }, async (request) => {
    const { page, 'page-size': pageSize, sort } = request.query;
    const user = await request.sessionUser();
    const rows = user ? await favoritesOf(app.db, user.id) : [];
    const byArticle = await productsByArticle(app.db, catalogContextOf(request.headers), await app.catalogRepository.dictionary(), rows.map((row) => row.article));
    const result = favoritesPage(rows, byArticle, sort, page, pageSize);
    return {
      data: result.items,
      meta: { 'current-page': page, 'page-count': result.pageCount, 'per-page': pageSize, 'total-count': result.total, favorite_limit: limits.favouritesMax },
    };
  });

  routes.get(local(paths.favoriteArticles), { schema: { response: { 200: favoriteArticlesResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    const rows = user ? await favoritesOf(app.db, user.id) : [];
    return {
      data: rows.map((row) => ({ id: row.id, article: row.article })),
      meta: { total: rows.length, favorite_limit: limits.favouritesMax, is_guest: user?.isGuest ?? true },
    };
  });

  routes.post(
    local(paths.favorites),
    { schema: { body: favoriteCreateBodySchema, response: { 200: favoriteCreatedResponseSchema, 201: favoriteCreatedResponseSchema } } },
    async (request, reply) => {
      const { article } = request.body.data.attributes;
      if (!(await articleExists(app.db, article))) {
        throw new HttpError(404, favoriteErrorCodes.unknownArticle, messages.unknownArticle, '/data/attributes/article');
      }
      const user = await request.ensureSessionUser(reply);
      const result = await addFavorite(app.db, user.id, article, limits.favouritesMax);
      // Spec 2 §5: 422 means the favourites limit is reached.
      if (result.kind === 'limit') throw new HttpError(422, favoriteErrorCodes.favoritesLimit, messages.favoritesLimit, '/data');
      void reply.status(result.kind === 'created' ? 201 : 200);
      return { data: { id: result.row.id, type: 'favorite' as const, attributes: { article: result.row.article, created_at: result.row.createdAt.toISOString() } } };
    },
  );

  routes.delete(local(paths.favorite(0)).replace('/0/', '/:id/'), { schema: { params: idParams } }, async (request, reply) => {
    const user = await request.sessionUser();
    if (!user || !(await removeFavorite(app.db, user.id, request.params.id))) {
      throw new HttpError(404, genericErrorCodes.notFound, messages.favoriteNotFound);
    }
    return reply.status(204).send();
  });

  routes.delete(
    local(paths.favoritesDeleteAll),
    { schema: { body: favoritesDeleteAllBodySchema, response: { 200: favoritesDeletedResponseSchema } } },
    async (request) => {
      const user = await request.sessionUser();
      const deleted = user ? await removeFavorites(app.db, user.id, request.body?.articles) : 0;
      return { meta: { deleted } };
    },
  );
}
