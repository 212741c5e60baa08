// Tells the storefronts which cached pages are stale. Migration 0022's triggers NOTIFY
// catalog_changed on every catalogue write (an operator's price, an order taking stock, a psql
// session); this process hears it, waits a moment for the rest of the burst, and posts the tags to
// every storefront process it was given (each replica: their page caches are their own).
import { pageRevalidation } from '@ornament/api-contract/http';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogChangedChannel } from './catalogCache';

export interface StorefrontRevalidationOptions {
  /** Storefront origins, one per process. */
  urls: readonly string[];
  secret: string | undefined;
  /** How long a burst of writes is gathered into one post (ms). */
  settleMs?: number;
}

const attempts = 3;

async function post(url: string, secret: string, tags: readonly string[]): Promise<void> {
  const response = await fetch(`${url}${pageRevalidation.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

async function storefrontRevalidationPlugin(app: FastifyInstance, { urls, secret, settleMs = 200 }: StorefrontRevalidationOptions): Promise<void> {
  if (urls.length === 0 || !secret) return;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (url: string) => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await post(url, secret, [pageRevalidation.catalogTag]);
        return;
      } catch (error) {
        if (attempt === attempts) app.log.warn({ err: error, url }, 'storefront revalidation failed; its pages refresh on their timer');
        else await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };

  const unlisten = await app.dbListen(catalogChangedChannel, () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void Promise.all(urls.map(deliver));
    }, settleMs);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await unlisten();
  });
}

export const storefrontRevalidation = fp(storefrontRevalidationPlugin, { name: 'storefrontRevalidation', dependencies: ['db'] });
