// API budgets (issue 2): cold start on an existing embedded data dir ≤ 3 s; the catalogue page of 72
// with two facets on 10,000 products at concurrency 8: p95 ≤ 30 ms on PGlite, ≤ 20 ms on PostgreSQL.
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

let postgres;
try {
  postgres = await startPostgres();
  await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_bench') });
} catch (error) {
  console.error(`PostgreSQL bench skipped: ${error.message}`);
} finally {
  await postgres?.stop();
}
