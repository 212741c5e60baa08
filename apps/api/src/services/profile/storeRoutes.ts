// Favourite stores (spec 3 §2): list, add and remove for the signed-in shopper; `filter[city]` lists
// a city's stores marked is-favorite, to choose from.
import {
  favoriteStoreAddBodySchema,
  favoriteStoreAddResponseSchema,
  favoriteStoresQuerySchema,
  favoriteStoresResponseSchema,
  genericErrorCodes,
  paths,
  profileErrorCodes,
} from '@ornament/api-contract';
import { profileLimits, profileMessages as m } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { addFavoriteStore, cityStoresOf, favoriteCount, favoriteStoresOf, removeFavoriteStore, storeResource } from './favoriteStores';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const max = profileLimits.favoriteStoresMax;

  routes.get(local(paths.favoriteStores), { schema: { querystring: favoriteStoresQuerySchema, response: { 200: favoriteStoresResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const city = request.query['filter[city]']?.toLowerCase();
    void reply.header('cache-control', 'private, no-store');
    const data = city ? await cityStoresOf(app.db, user.id, city) : await favoriteStoresOf(app.db, user.id);
    return { data, meta: { limit: max, 'favorite-count': city ? await favoriteCount(app.db, user.id) : data.length } };
  });

  routes.post(
    local(paths.favoriteStores),
    { schema: { body: favoriteStoreAddBodySchema, response: { 200: favoriteStoreAddResponseSchema, 201: favoriteStoreAddResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireSignedIn();
      const result = await addFavoriteStore(app.db, user.id, request.body.storeId, max);
      if (result.kind === 'unknown') throw new HttpError(404, profileErrorCodes.unknownStore, m.storesUnknown, '/storeId');
      if (result.kind === 'limit') throw new HttpError(422, profileErrorCodes.favoriteStoresLimit, m.storesLimit(max), '/storeId');
      void reply.status(result.kind === 'added' ? 201 : 200);
      return { data: storeResource(result.store, true) };
    },
  );

  routes.delete(local(paths.favoriteStore(0)).replace('/0/', '/:id/'), { schema: { params: idParams } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    if (!(await removeFavoriteStore(app.db, user.id, request.params.id))) throw new HttpError(404, genericErrorCodes.notFound, m.storesUnknown);
    return reply.status(204).send();
  });
}
