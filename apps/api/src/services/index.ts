// One plugin per service prefix (ARCHITECTURE "The API service"): each service could be deployed alone
// behind the same ingress. Module route plugins use paths relative to the prefix they are registered under.
import { services } from '@ornament/api-contract';
import { type FastifyInstance } from 'fastify';
import { type Env } from '../env';
import { catalogRoutes } from './catalog/routes';
import contentRoutes from './content/routes';
import { commonRoutes, sklvRoutes } from './geo/routes';
import handbooksRoutes from './handbooks/routes';
import mediaRoutes from './media/routes';

export interface ServicesOptions {
  env: Env;
}

export async function registerServices(app: FastifyInstance, { env }: ServicesOptions): Promise<void> {
  await app.register(
    async (service) => {
      await service.register(catalogRoutes);
      await service.register(mediaRoutes);
    },
    { prefix: services.catalog },
  );
  await app.register(
    async (service) => {
      await service.register(contentRoutes);
      await service.register(handbooksRoutes);
      await service.register(sklvRoutes);
    },
    { prefix: services.main },
  );
  await app.register(
    async (service) => {
      await service.register(commonRoutes, { secureCookies: env.NODE_ENV === 'production' });
    },
    { prefix: services.common },
  );
}
