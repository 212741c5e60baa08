// The catalogue's read cache as a decorator (`app.catalogCache`), dropped whenever the catalogue's
// data changes: migration 0022's triggers NOTIFY catalog_changed on every write to its tables, and
// every API process LISTENs (PostgreSQL delivers to all replicas; PGlite in process). A checkout's
// stock move drops only the answers showing its products (stockMoves.ts): under trade, orders came
// every second or so and each one emptied the whole cache (issue 22).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../cache/readCache';
import { catalogChangeReader, catalogChangedChannel } from './stockMoves';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: ReadCache;
  }
}

export interface CatalogCachePluginOptions {
  ttlMs: number;
  maxEntries: number;
}

async function catalogCachePlugin(app: FastifyInstance, { ttlMs, maxEntries }: CatalogCachePluginOptions): Promise<void> {
  const cache = new ReadCache({ ttlMs, maxEntries });
  app.decorate('catalogCache', cache);
  if (!cache.enabled) return;
  // After a lost connection (PostgreSQL restarted) the notices sent meanwhile are gone: drop it all.
  // A sold-out product changes answers that do not show it (a stock-filtered listing's next page, the
  // filters' counts): everything goes then.
  const reader = catalogChangeReader((change) => (change.wholeCatalogue || change.soldOut ? cache.invalidate() : cache.invalidateArticles(change.articles)));
  const unlisten = await app.dbListen(catalogChangedChannel, reader.hear, { onResubscribe: reader.lost });
  app.addHook('onClose', async () => unlisten());
}

export const catalogCache = fp(catalogCachePlugin, { name: 'catalogCache', dependencies: ['db'] });
