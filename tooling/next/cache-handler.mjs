// The storefronts' shared page cache (issue 22): with REDIS_URL set, every replica of an app keeps its
// rendered pages and tagged API reads in one Redis through @fortedigital/nextjs-cache-handler, so a
// page rendered by one replica is served by all, and a revalidation (the API's POST
// /internal/revalidate/ to any replica) reaches all of them at once: the tagged API reads go, the
// tagged pages are rendered again behind a few seconds of their last answer (pageGrace.mjs).
// storefront.js names this file as Next's `cacheHandler` only when REDIS_URL is set; without it Next
// keeps its own in-memory cache (npm start, the suites, the benches).
// The key prefix is the app and its build: two apps, or two builds of one app, never read each
// other's pages (PAGE_CACHE_PREFIX adds a deployment's own name, e.g. a differing MAP_TILE_URL).
// If Redis cannot be reached at start the replica falls back to a private in-memory cache and says
// so: pages stay up, only their sharing is lost until the replica restarts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { withPageGrace } from './pageGrace.mjs';

/** `main:Xy12…:` — the app's short name and its BUILD_ID (Next runs us with the app folder as cwd). */
function keyPrefix() {
  const read = (file) => {
    try {
      return readFileSync(path.join(process.cwd(), file), 'utf8').trim();
    } catch {
      return '';
    }
  };
  const app = (JSON.parse(read('package.json') || '{}').name ?? 'storefront').replace(/^@ornament\//, '');
  const build = read('.next/BUILD_ID') || 'dev';
  return [process.env.PAGE_CACHE_PREFIX, app, build].filter(Boolean).join(':') + ':';
}

async function configure() {
  const url = process.env.REDIS_URL;
  // The build renders into nothing shared: its pages are written by the running replicas.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
  const client = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 100, 2_000) } });
  // node-redis reconnects by itself; an error event without a listener would end the process.
  client.on('error', (error) => console.warn(`page cache: Redis ${error.message}`));
  try {
    await client.connect();
  } catch (error) {
    console.error(`page cache: Redis at ${url} unreachable (${error instanceof Error ? error.message : error}); this replica caches in its own memory`);
    await client.disconnect().catch(() => {});
    return { handlers: [createLruHandler()] };
  }
  const prefix = keyPrefix();
  console.info(`page cache: shared in Redis (${url}, prefix ${prefix})`);
  // Operations that wait on a stalled Redis give up after a second: a miss renders the page again.
  return { handlers: [withPageGrace(createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 }), { client, keyPrefix: prefix, timeoutMs: 1_000 })] };
}

let configuration;
// Next may create several handler instances per process: one Redis connection serves them all.
CacheHandler.onCreation(() => (configuration ??= configure()));

export default CacheHandler;
