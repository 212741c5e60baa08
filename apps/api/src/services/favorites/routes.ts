// The favourites service module, registered under the main service prefix (services.main).
import type { FastifyInstance } from 'fastify';
import { favoriteRoutes } from './favoriteRoutes';
import { listRoutes } from './listRoutes';

export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(favoriteRoutes);
  await app.register(listRoutes);
}
