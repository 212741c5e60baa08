// API budgets (issue 2): cold start on an existing embedded data dir ≤ 3 s; the catalogue page of 72
// with two facets on 10,000 products at concurrency 8: p95 ≤ 30 ms on PGlite, ≤ 20 ms on PostgreSQL.
// Issue 18: the listing of 72 at 32 connections, ≥ 1,000 req/s with p97.5 ≤ 50 ms, with the catalogue
// read cache on (the default) and off (CATALOG_CACHE_SECONDS=0, every request to the database).
// Prints the figures; asserts nothing. Usage: node tooling/scripts/bench/api-latency.mjs [--products N]
import { startPostgres } from '../lib/postgres.mjs';
import { benchDataDir, productsArgument, requireBuiltApi, startApi as startApiWith } from './apiServer.mjs';
import { formatStats, measure } from './load.mjs';

const products = productsArgument();
requireBuiltApi();
const startApi = (env) => startApiWith(env, products);

/** Finds a listing path with two path facets by following the filters' own links. */
async function twoFacetPath(base) {
  let current = '/jewelry-catalog/';
  const used = new Set();
  for (let i = 0; i < 2; i++) {
    const { data } = await (await fetch(`${base}/api/serviceCatalog/v2/filters${current}`)).json();
    const section = data.find((s) => s.source === 'path' && s.display_type === 'checkbox' && !used.has(s.filter_code) && s.fields.some((f) => f.count > 0));
    if (!section) break;
    used.add(section.filter_code);
    const field = [...section.fields].sort((a, b) => b.count - a.count)[0];
    current = field.link;
  }
  return current;
}

async function bench(label, env) {
  const { api, base, seconds } = await startApi(env);
  try {
    const facetPath = await twoFacetPath(base);
    const listing = `${base}/api/serviceCatalog/v2/catalog${facetPath}?per_page=72`;
    const count = (await fetch(listing)).headers.get('x-product-count');
    console.info(`${label}: started in ${seconds.toFixed(2)} s; listing ${facetPath} → ${count} products`);
    console.info(formatStats(`${label} catalogue 72, two facets, c=8`, await measure(listing, { concurrency: 8 })));
    console.info(formatStats(`${label} catalogue 72, first page, c=8`, await measure(`${base}/api/serviceCatalog/v2/catalog/jewelry-catalog/`, { concurrency: 8 })));
    console.info(formatStats(`${label} filters, two facets, c=8`, await measure(`${base}/api/serviceCatalog/v2/filters${facetPath}`, { concurrency: 8, requests: 400 })));
    const hot = await measure(`${base}/api/serviceCatalog/v2/catalog/jewelry-catalog/?per_page=72`, { concurrency: 32, requests: env.CATALOG_CACHE_SECONDS === '0' ? 1_000 : 20_000 });
    const pass = hot.errors === 0 && hot.rps >= 1_000 && hot.p975 <= 50;
    console.info(`${formatStats(`${label} catalogue 72, c=32`, hot)}   p97.5 ${hot.p975.toFixed(1)} ms   target ≥ 1000 req/s, p97.5 ≤ 50 ms: ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    api.stop();
  }
}

const dataDir = await benchDataDir(products);
const cold = await startApi({ PGLITE_DATA_DIR: dataDir });
cold.api.stop();
console.info(`API cold start on an existing PGlite dir (${products} products): ${cold.seconds.toFixed(2)} s (budget 3 s)`);
await new Promise((r) => setTimeout(r, 1000));
await bench('PGlite', { PGLITE_DATA_DIR: dataDir });
await bench('PGlite, no cache', { PGLITE_DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '0' });

let postgres;
try {
  postgres = await startPostgres();
  await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_bench') });
} catch (error) {
  console.error(`PostgreSQL bench skipped: ${error.message}`);
} finally {
  await postgres?.stop();
}
