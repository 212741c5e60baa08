// The catalogue's read cache as a decorator (`app.catalogCache`), dropped whenever the catalogue's
// data changes: migration 0022's triggers NOTIFY catalog_changed on every write to its tables, and
// every API process LISTENs (PostgreSQL delivers to all replicas; PGlite in process).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../cache/readCache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: ReadCache;
  }
}

/** The channel migration 0022's triggers notify. */
export const catalogChangedChannel = 'catalog_changed';

export interface CatalogCachePluginOptions {
  ttlMs: number;
  maxEntries: number;
}

async function catalogCachePlugin(app: FastifyInstance, { ttlMs, maxEntries }: CatalogCachePluginOptions): Promise<void> {
  const cache = new ReadCache({ ttlMs, maxEntries });
  app.decorate('catalogCache', cache);
  if (!cache.enabled) return;
  // After a lost connection (PostgreSQL restarted) the notices sent meanwhile are gone: drop it all.
  const unlisten = await app.dbListen(catalogChangedChannel, () => cache.invalidate(), { onResubscribe: () => cache.invalidate() });
  app.addHook('onClose', async () => unlisten());
}

export const catalogCache = fp(catalogCachePlugin, { name: 'catalogCache', dependencies: ['db'] });
