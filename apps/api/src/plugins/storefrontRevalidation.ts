// Tells the storefronts which cached pages are stale. Migration 0022's triggers NOTIFY
// catalog_changed on every catalogue write (an operator's price, an order taking stock, a psql
// session); this process hears it, waits a moment for the rest of the burst, and posts the tags to
// every storefront process it was given (each replica: their page caches are their own). A checkout's
// stock moves come bracketed (stockMoves.ts): they expire only their products' pages, and the whole
// catalogue only when one of them sold out (listings hide it); everything else expires the catalogue.
import { pageRevalidation } from '@ornament/api-contract/http';

const { maxTags } = pageRevalidation;
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogChangeReader, catalogChangedChannel } from './stockMoves';

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

  const deliver = async (url: string, tags: readonly string[]) => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await post(url, secret, tags);
        return;
      } catch (error) {
        if (attempt === attempts) app.log.warn({ err: error, url }, 'storefront revalidation failed; its pages refresh on their timer');
        else await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };

  // What the burst so far asks for: the whole catalogue, or these products' pages.
  let wholeCatalogue = false;
  const articles = new Set<string>();
  const flush = () => {
    timer = undefined;
    const tags = wholeCatalogue || articles.size > maxTags ? [pageRevalidation.catalogTag] : [...articles].map((article) => `product:${article}`);
    wholeCatalogue = false;
    articles.clear();
    const valid = tags.filter((tag) => pageRevalidation.tagPattern.test(tag));
    const send = valid.length === tags.length ? tags : [pageRevalidation.catalogTag];
    if (send.length > 0) void Promise.all(urls.map((url) => deliver(url, send)));
  };
  const reader = catalogChangeReader((change) => {
    if (change.wholeCatalogue) wholeCatalogue = true;
    else for (const article of change.articles) articles.add(article);
    timer ??= setTimeout(flush, settleMs);
  });
  // Notices sent while the connection was lost are gone: everything may be stale.
  const unlisten = await app.dbListen(catalogChangedChannel, reader.hear, { onResubscribe: reader.lost });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await unlisten();
  });
}

export const storefrontRevalidation = fp(storefrontRevalidationPlugin, { name: 'storefrontRevalidation', dependencies: ['db'] });
