// Tells the storefronts which cached pages are stale. Migration 0022's triggers NOTIFY
// catalog_changed on every catalogue write (an operator's price, an order taking stock, a psql
// session); this process hears it, waits a moment for the rest of the burst, and posts the tags to
// every storefront process it was given (each replica: their page caches are their own). A checkout's
// stock moves come bracketed (stockMoves.ts): they expire only the pages of their products whose stock
// reads otherwise now (only those with a size picked when a size's own count or shops alone changed),
// and the listings when one of them sold out (they filter and count by stock; no other product's page
// shows it); everything else expires the catalogue.
// The catalogue or the listings are expired at most once every few seconds: under brisk trade
// something sold out every second or so, and each time every storefront rendered every page again,
// every product page too while a sold-out product expired the whole catalogue (issue 22).
import { pageRevalidation } from '@ornament/api-contract/http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogChangeReader, catalogChangedChannel } from './stockMoves';

const { maxTags, catalogTag, listingsTag, productTag, sizesTag } = pageRevalidation;
/** A tag that expires many pages at once, posted at most once every few seconds. */
type BroadTag = typeof catalogTag | typeof listingsTag;

export interface StorefrontRevalidationOptions {
  /** Storefront origins, one per process. */
  urls: readonly string[];
  secret: string | undefined;
  /** How long a burst of writes is gathered into one post (ms). */
  settleMs?: number;
  /**
   * The least time between two posts of the whole catalogue or the listings (ms): one that comes sooner
   * waits for it. With the balancer's page cache (a few seconds) it keeps a change on every page within 10 s.
   */
  broadTagIntervalMs?: number;
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

async function storefrontRevalidationPlugin(app: FastifyInstance, { urls, secret, settleMs = 200, broadTagIntervalMs = 3000 }: StorefrontRevalidationOptions): Promise<void> {
  if (urls.length === 0 || !secret) return;

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

  const send = (tags: readonly string[]) => void Promise.all(urls.map((url) => deliver(url, tags)));

  // The product pages the burst so far expires (`product:…`, `sizes:…`); and the broad tag waiting its
  // turn: the whole catalogue, or only the listings (the catalogue covers them).
  const productTags = new Set<string>();
  let productTimer: NodeJS.Timeout | undefined;
  let broad: BroadTag | null = null;
  let broadTimer: NodeJS.Timeout | undefined;
  let lastBroadAt = Number.NEGATIVE_INFINITY;
  const flushBroad = () => {
    broadTimer = undefined;
    lastBroadAt = Date.now();
    if (broad) send([broad]);
    broad = null;
  };
  const expireBroad = (tag: BroadTag) => {
    if (broad !== catalogTag) broad = tag;
    broadTimer ??= setTimeout(flushBroad, Math.max(settleMs, lastBroadAt + broadTagIntervalMs - Date.now()));
  };
  const expireWhole = () => expireBroad(catalogTag);
  const flushProducts = () => {
    productTimer = undefined;
    const tags = [...productTags];
    productTags.clear();
    // Too many to name, or an article the tag pattern cannot carry: the whole catalogue, in its turn.
    if (tags.length > maxTags || !tags.every((tag) => pageRevalidation.tagPattern.test(tag))) expireWhole();
    else if (tags.length > 0) send(tags);
  };
  const reader = catalogChangeReader((change) => {
    if (change.wholeCatalogue) expireWhole();
    else {
      if (change.soldOut) expireBroad(listingsTag);
      // A sale that changes nothing a product page shows (most of them) expires no page.
      for (const article of change.shownChanged) productTags.add(productTag(article));
      for (const article of change.sizesChanged) productTags.add(sizesTag(article));
      if (productTags.size > 0) productTimer ??= setTimeout(flushProducts, settleMs);
    }
  });
  // Notices sent while the connection was lost are gone: everything may be stale.
  const unlisten = await app.dbListen(catalogChangedChannel, reader.hear, { onResubscribe: reader.lost });
  app.addHook('onClose', async () => {
    clearTimeout(productTimer);
    clearTimeout(broadTimer);
    await unlisten();
  });
}

export const storefrontRevalidation = fp(storefrontRevalidationPlugin, { name: 'storefrontRevalidation', dependencies: ['db'] });
