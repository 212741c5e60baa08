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
import { abRoutes } from './ab/routes';
import { metaRoutes } from './meta/routes';
import { imageSearchRoutes } from './search/image/routes';
import { autocompleteRoutes } from './search/routes';
import { createSearchService } from './search/service';

export interface ServicesOptions {
  env: Env;
}

export async function registerServices(app: FastifyInstance, { env }: ServicesOptions): Promise<void> {
  const search = createSearchService(app.db);
  // Issue 3: the search vocabulary is built at start-up (after the seed), not by the first shopper.
  app.addHook('onReady', async () => {
    await search.index().catch((error: unknown) => app.log.warn({ err: error }, 'search index not loaded yet; it loads on first use'));
  });
  await app.register(autocompleteRoutes, { search });
  await app.register(
    async (service) => {
      await service.register(catalogRoutes, { search });
      await service.register(mediaRoutes);
    },
    { prefix: services.catalog },
  );
  await app.register(
    async (service) => {
      await service.register(contentRoutes);
      await service.register(handbooksRoutes);
      await service.register(sklvRoutes);
      await service.register(imageSearchRoutes);
      await service.register(abRoutes, { secureCookies: env.NODE_ENV === 'production' });
    },
    { prefix: services.main },
  );
  await app.register(
    async (service) => {
      await service.register(commonRoutes, { secureCookies: env.NODE_ENV === 'production' });
    },
    { prefix: services.common },
  );
  await app.register(metaRoutes, { prefix: services.meta });
}
