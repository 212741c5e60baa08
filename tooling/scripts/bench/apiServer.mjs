// Shared by the API benches: start the built API on a free port, and a seeded PGlite data dir under
// .cache/bench that later runs reuse (delete it after a schema change).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot, startService, waitForUrl } from '../lib/process.mjs';

export const apiServer = path.join(repoRoot, 'apps/api/dist/server.js');

export function productsArgument(fallback = 10_000) {
  const at = process.argv.indexOf('--products');
  return (at === -1 ? fallback : Number(process.argv[at + 1])) || fallback;
}

export function requireBuiltApi() {
  if (!existsSync(apiServer)) {
    console.error('Build the API first: pnpm --filter @ornament/api build');
    process.exit(1);
  }
}

export async function startApi(env, products) {
  const port = await freePort();
  const t0 = performance.now();
  const api = startService('api', 'node', [apiServer], { quiet: true, env: { API_PORT: String(port), SEED_PRODUCTS: String(products), LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO: 'true', ...env } });
  // A server that exits during start-up (say, a failed migration) fails the bench now, not at the deadline.
  const exited = new Promise((resolve) => api.child.once('exit', () => resolve(false)));
  const up = await Promise.race([waitForUrl(`http://127.0.0.1:${port}/health`, 600_000), exited]);
  if (!up) {
    api.stop();
    throw new Error('API did not start');
  }
  return { api, base: `http://127.0.0.1:${port}`, seconds: (performance.now() - t0) / 1000 };
}

/** The bench's PGlite data dir for `products`, seeded by a first start when missing. */
export async function benchDataDir(products) {
  const dataDir = path.join(repoRoot, `.cache/bench/pglite-${products}`);
  if (!existsSync(dataDir)) {
    console.info(`Seeding ${products} products into ${dataDir} (first run only) …`);
    const { api, seconds } = await startApi({ PGLITE_DATA_DIR: dataDir }, products);
    api.stop();
    console.info(`first start with migrate + seed: ${seconds.toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return dataDir;
}
