// Storefront server render (issue 4): the product page p95 ≤ 80 ms, one shopper at a time over
// distinct products; and the guide's throughput target, catalogue and product pages ≥ 500 req/s on
// 2 cores. Builds the app (under the build lock), starts the API on 10,000 products (PostgreSQL by
// default) and `next start`, reads real articles and catalogue paths from the API, then requests the
// pages: each product once in turn (every render is a first render), then a mix at concurrency 4
// and 16. Prints a table with PASS/FAIL; asserts nothing.
// Usage: node tooling/scripts/bench/product-render.mjs [--app main|diamant|kz] [--pages N]
//        [--products N] [--driver postgres|pglite] [--no-build]
import { startPostgres } from '../lib/postgres.mjs';
import { benchDataDir, productsArgument, startApi } from './apiServer.mjs';
import { budgetSummary, budgetTable } from './budgets.mjs';
import { articles, twoFacetPaths } from './catalogPaths.mjs';
import { measure } from './load.mjs';
import { appDir, buildApps, serveNext, storefrontPorts } from './nextServer.mjs';

const budget = { productRenderP95: 80, pagesPerSecond: 500 };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const app = option('app', 'main');
const pages = Number(option('pages', 300)) || 300;
const driver = option('driver', 'postgres');
const products = productsArgument();
if (!['main', 'diamant', 'kz'].includes(app) || !['postgres', 'pglite'].includes(driver)) {
  console.error('--app takes main, diamant or kz; --driver takes postgres or pglite');
  process.exit(1);
}
const section = app === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';

/** Catalogue pages a shopper opens: the section, its categories, two-facet paths and later pages. */
async function cataloguePaths(apiBase) {
  const { data } = await (await fetch(`${apiBase}/api/serviceCatalog/v2/filters/${section}/`)).json();
  const categories = (data.find((s) => s.filter_code === 'category')?.fields ?? []).filter((f) => f.count > 0).map((f) => f.link);
  const facets = app === 'diamant' ? [] : await twoFacetPaths(apiBase, { section });
  const later = [2, 3, 4].map((page) => `/${section}/?page=${page}`);
  return [`/${section}/`, ...categories, ...facets, ...later];
}

/** Fails early, with the reason, when the page does not render what it should. */
async function checkPage(origin, path, mustContain) {
  const response = await fetch(origin + path);
  const html = await response.text();
  if (!response.ok || !html.includes(mustContain)) throw new Error(`${path} answered ${response.status} without '${mustContain}'`);
}

async function bench(label, apiEnv) {
  const { ports, allowedOrigins } = await storefrontPorts([app]);
  const { api, base: apiBase } = await startApi({ ...apiEnv, ALLOWED_ORIGINS: allowedOrigins }, products);
  let next;
  try {
    next = await serveNext(appDir(app), { API_URL: apiBase }, ports[app]);
    const { origin } = next;
    const all = await articles(apiBase, pages * 2 + 20, section);
    if (all.length < 40) throw new Error(`only ${all.length} products in /${section}/`);
    const productUrl = (article) => `${origin}/product/${encodeURIComponent(article)}/`;
    const warm = all.slice(0, 20);
    const firstVisits = all.slice(20, 20 + Math.min(pages, Math.floor((all.length - 20) / 2)));
    const mix = all.slice(20 + firstVisits.length);
    const catalogue = (await cataloguePaths(apiBase)).map((p) => origin + p);
    await checkPage(origin, `/product/${encodeURIComponent(warm[0])}/`, warm[0]);
    await checkPage(origin, `/${section}/`, '/product/');
    console.info(`${label}: ${app} on ${origin}; ${firstVisits.length} products rendered once each, ${catalogue.length} catalogue pages`);
    for (const url of [...warm.map(productUrl), ...catalogue]) await (await fetch(url)).arrayBuffer();

    const rows = [
      { label: `${label} product page, first render, c=1`, stats: await measure(firstVisits.map(productUrl), { concurrency: 1, requests: firstVisits.length, warmup: 0 }), budget: { p95: budget.productRenderP95 } },
      { label: `${label} product page mix, c=4`, stats: await measure(mix.map(productUrl), { concurrency: 4, requests: 400, warmup: 0 }) },
      { label: `${label} product page mix, c=16`, stats: await measure(mix.map(productUrl), { concurrency: 16, requests: 800, warmup: 0 }), budget: { rps: budget.pagesPerSecond } },
      { label: `${label} catalogue pages, c=1`, stats: await measure(catalogue, { concurrency: 1, requests: 200, warmup: 0 }) },
      { label: `${label} catalogue pages, c=4`, stats: await measure(catalogue, { concurrency: 4, requests: 400, warmup: 0 }) },
      { label: `${label} catalogue pages, c=16`, stats: await measure(catalogue, { concurrency: 16, requests: 800, warmup: 0 }), budget: { rps: budget.pagesPerSecond } },
    ];
    console.info(budgetTable(`${app} storefront server render, ${products} products on ${label}`, rows));
    console.info(budgetSummary(rows));
  } finally {
    next?.service.stop();
    api.stop();
  }
}

await buildApps([app]);
if (driver === 'pglite') {
  await bench('PGlite', { PGLITE_DATA_DIR: await benchDataDir(products) });
} else {
  const postgres = await startPostgres();
  try {
    await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_render_bench') });
  } finally {
    await postgres.stop();
  }
}
