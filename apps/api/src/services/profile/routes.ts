// The profile service module, registered under the main service prefix (services.main). Reading the
// profile never creates a user: a request without a session gets the empty guest profile.
import { paths, profileQuerySchema, profileResponseSchema } from '@ornament/api-contract';
import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { profileOf } from './userResource';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.profile), { schema: { querystring: profileQuerySchema, response: { 200: profileResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return profileOf(app.db, await request.sessionUser());
  });
}
