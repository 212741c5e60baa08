// The catalogue's repository as a decorator (`app.catalogRepository`): one category dictionary per
// process, for the catalogue's own routes and for every service that places a product in the
// catalogue (a favourite's breadcrumb).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogRepository, createCatalogRepository } from '../services/catalog/repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository;
  }
}

async function catalogRepositoryPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('catalogRepository', createCatalogRepository(app.db));
}

export const catalogRepository = fp(catalogRepositoryPlugin, { name: 'catalogRepository', dependencies: ['db'] });
