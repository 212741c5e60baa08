// The profile service module, registered under the main service prefix (services.main). Reading the
// profile never creates a user: a request without a session gets the empty guest profile. The
// purchased products are the signed-in shopper's only: a guest gets 401.
import { paths, profileProductsQuerySchema, profileProductsResponseSchema, profileQuerySchema, profileResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { purchasedProducts } from './purchasedProducts';
import { profileOf } from './userResource';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.profile), { schema: { querystring: profileQuerySchema, response: { 200: profileResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return profileOf(app.db, await request.sessionUser());
  });

  routes.get(
    local(paths.profileProducts),
    { schema: { querystring: profileProductsQuerySchema, response: { 200: profileProductsResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireSignedIn();
      void reply.header('cache-control', 'private, no-store');
      return purchasedProducts(app.db, user.id);
    },
  );
}
