// Page throughput (issue 18): catalogue and product pages ≥ 500 req/s with p97.5 ≤ 100 ms and no
// errors at 32 connections, and the API listing ≥ 1,000 req/s with p97.5 ≤ 50 ms, each beside an
// empty Next page built with our Next version in the same run (the framework's ceiling here).
// Starts the stack as `npm start` does (5,000 products on the embedded database, production mode),
// warms each URL once, then drives it with autocannon for --seconds (20 by default). Also prints a
// mix of product pages each asked once (cache misses: the render cost). Loopback only.
// Prints a table with PASS/FAIL; asserts nothing.
// Usage: node tooling/scripts/bench/page-throughput.mjs [--app main|diamant|kz] [--seconds N] [--products N] [--no-build]
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../lib/process.mjs';
import { benchDataDir, productsArgument, startApi } from './apiServer.mjs';
import { articles } from './catalogPaths.mjs';
import { measure } from './load.mjs';
import { appDir, buildApps, pnpmLocked, serveNext, storefrontPorts } from './nextServer.mjs';

const targets = { page: { rps: 500, p975: 100 }, api: { rps: 1000, p975: 50 } };
const connections = 32;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const app = option('app', 'main');
const seconds = Number(option('seconds', 20)) || 20;
const products = productsArgument(5000);
if (!['main', 'diamant', 'kz'].includes(app)) {
  console.error('--app takes main, diamant or kz');
  process.exit(1);
}
const section = app === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';

/** autocannon on one URL for `seconds`, after one warm-up request. */
async function drive(url) {
  await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p975: result.latency.p97_5, errors: result.errors + result.timeouts + result.non2xx };
}

/** Each URL asked once, 8 at a time: every answer is a render, none a cache hit. */
async function firstVisits(urls) {
  const stats = await measure(urls, { concurrency: 8, requests: urls.length, warmup: 0 });
  return { rps: stats.rps, p975: Math.round(stats.p975), errors: stats.errors };
}

function line(label, stats, empty, target) {
  const ratio = empty ? `${((stats.rps / empty.rps) * 100).toFixed(0)} % of empty`.padStart(16) : ''.padStart(16);
  const pass = target ? stats.rps >= target.rps && stats.p975 <= target.p975 && stats.errors === 0 : null;
  const verdict = target ? `${pass ? 'PASS' : 'FAIL'} (≥ ${target.rps} req/s, p97.5 ≤ ${target.p975} ms, 0 errors)` : '—';
  console.info(`${label.padEnd(46)}${stats.rps.toFixed(0).padStart(8)}${`${stats.p975} ms`.padStart(11)}${String(stats.errors).padStart(8)}${ratio}  ${verdict}`);
  return pass;
}

await buildApps([app]);
if (!process.argv.includes('--no-build')) await pnpmLocked(['--filter', '@ornament/empty-next', 'run', 'bench:build'], { stdio: 'ignore' });
const { ports, allowedOrigins } = await storefrontPorts([app]);
const { api, base: apiBase } = await startApi({ PGLITE_DATA_DIR: await benchDataDir(products), ALLOWED_ORIGINS: allowedOrigins }, products);
const results = [];
try {
  const empty = await serveNext(path.join(repoRoot, 'tooling/empty-next'));
  let emptyStats;
  try {
    emptyStats = await drive(`${empty.origin}/`);
  } finally {
    empty.service.stop();
  }
  const storefront = await serveNext(appDir(app), { API_URL: apiBase }, ports[app]);
  try {
    const sample = await articles(apiBase, 400, section);
    const productUrl = (article) => `${storefront.origin}/product/${encodeURIComponent(article)}/`;
    console.info(`\n${app} on ${products} products, ${connections} connections, ${seconds} s each`);
    console.info(`${'what'.padEnd(46)}${'req/s'.padStart(8)}${'p97.5'.padStart(11)}${'errors'.padStart(8)}${'ratio'.padStart(16)}  target`);
    line('empty Next page', emptyStats);
    results.push(line(`catalogue /${section}/`, await drive(`${storefront.origin}/${section}/`), emptyStats, targets.page));
    results.push(line(`product /product/${sample[0]}/`, await drive(productUrl(sample[0])), emptyStats, targets.page));
    line('catalogue page 2, newest first', await drive(`${storefront.origin}/${section}/?page=2&sort=new_up`), emptyStats);
    line(`${sample.length - 1} products, first visit each, c=8`, await firstVisits(sample.slice(1).map(productUrl)), emptyStats);
    results.push(line('API listing, per_page=72', await drive(`${apiBase}/api/serviceCatalog/v2/catalog/${section}/?per_page=72`), emptyStats, targets.api));
  } finally {
    storefront.service.stop();
  }
} finally {
  api.stop();
}
console.info(`\ntargets met: ${results.filter(Boolean).length} of ${results.length}`);
