// Catalogue budgets (issue 4), 10,000 products: the listing with two path facets p95 ≤ 20 ms and the
// filters of the same path p95 ≤ 20 ms, judged on PostgreSQL one request at a time (the latency a
// shopper gets from the server); eight at once is printed beside it, where on 2 cores the queue
// dominates (mean ≈ 8 / throughput), as is PGlite. Also prints the product detail and sizes calls
// over distinct articles.
// Prints a table with PASS/FAIL; asserts nothing.
// Usage: node tooling/scripts/bench/catalog-latency.mjs [--products N] [--driver pglite|postgres]
import { startPostgres } from '../lib/postgres.mjs';
import { benchDataDir, productsArgument, requireBuiltApi, startApi } from './apiServer.mjs';
import { budgetSummary, budgetTable } from './budgets.mjs';
import { articles, twoFacetPaths } from './catalogPaths.mjs';
import { measure } from './load.mjs';

const budgetMs = { listing: 20, filters: 20 };
const products = productsArgument();
const driverAt = process.argv.indexOf('--driver');
const driver = driverAt === -1 ? null : process.argv[driverAt + 1];
if (driver !== null && driver !== 'pglite' && driver !== 'postgres') {
  console.error(`--driver takes pglite or postgres, not ${driver}`);
  process.exit(1);
}
requireBuiltApi();

async function bench(label, env, judged) {
  const { api, base, seconds } = await startApi(env, products);
  try {
    const catalogue = `${base}/api/serviceCatalog/v2`;
    const facetPaths = await twoFacetPaths(base);
    const ringsPath = facetPaths[0];
    const sample = await fetch(`${catalogue}/catalog${ringsPath}?per_page=72`);
    console.info(`${label}: API up in ${seconds.toFixed(1)} s; ${ringsPath} → ${sample.headers.get('x-product-count')} products`);
    console.info(`${label}: two-facet mix: ${facetPaths.join(' ')}`);
    const sampleArticles = await articles(base, 300);
    const budget = (ms) => (judged ? { p95: ms } : undefined);

    const calls = [
      { name: 'listing 72, two facets (rings)', url: `${catalogue}/catalog${ringsPath}?per_page=72`, budget: budget(budgetMs.listing) },
      { name: `listing 72, two facets, ${facetPaths.length} categories`, url: facetPaths.map((p) => `${catalogue}/catalog${p}?per_page=72`), budget: budget(budgetMs.listing) },
      { name: 'filters, two facets (rings)', url: `${catalogue}/filters${ringsPath}`, budget: budget(budgetMs.filters) },
      { name: `filters, two facets, ${facetPaths.length} categories`, url: facetPaths.map((p) => `${catalogue}/filters${p}`), budget: budget(budgetMs.filters) },
      { name: `product detail, ${sampleArticles.length} articles`, url: sampleArticles.map((a) => `${catalogue}/products/${encodeURIComponent(a)}/`) },
      { name: `sizes, ${sampleArticles.length} articles`, url: sampleArticles.map((a) => `${catalogue}/products/sizes/${encodeURIComponent(a)}/`) },
      { name: `sizes with stores, ${sampleArticles.length} articles`, url: sampleArticles.map((a) => `${catalogue}/products/sizes/${encodeURIComponent(a)}/?stores=Y`) },
    ];
    const rows = [];
    for (const call of calls) {
      rows.push({ label: `${label} ${call.name}, c=1`, stats: await measure(call.url, { concurrency: 1, requests: 400, warmup: 40 }), budget: call.budget });
      rows.push({ label: `${label} ${call.name}, c=8`, stats: await measure(call.url, { concurrency: 8, requests: 800, warmup: 0 }) });
    }
    console.info(budgetTable(`${label}, ${products} products${judged ? ' (budgets judged at c=1)' : ''}`, rows));
    if (judged) console.info(budgetSummary(rows));
  } finally {
    api.stop();
  }
}

if (driver !== 'postgres') await bench('PGlite', { PGLITE_DATA_DIR: await benchDataDir(products) }, false);

if (driver !== 'pglite') {
  let postgres;
  try {
    postgres = await startPostgres();
    await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_catalog_bench') }, true);
  } catch (error) {
    console.error(`PostgreSQL bench skipped: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await postgres?.stop();
  }
}
