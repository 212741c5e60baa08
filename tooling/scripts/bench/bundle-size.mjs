// First-load JS of storefront routes beside an empty Next page built in the same run (the floor).
// Counts the gzipped bytes of every script the server-rendered HTML loads, and prints each route
// beside its budget: within +30 kB of the floor. With --check it exits 1 when a route is over it
// (`npm test` runs it so after its build).
// Without --check it also loads each route in Chromium and counts every script the browser fetches
// until the network is idle: the HTML's, the client components' chunks the page's payload names and
// the import()s its islands make on load. That is what a first visit downloads and compiles (issue
// 18's Lighthouse figures); the HTML's share alone is what the budget holds. Printed for the record.
// Usage: node tooling/scripts/bench/bundle-size.mjs [--no-build] [--check]   (builds what it needs, the
// empty page always; starts its own API)
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, repoRoot, startService, waitForUrl } from '../lib/process.mjs';
import { chromiumFlags, journeyBrowserPath } from '../lib/system.mjs';
import { appDir, buildApps, pnpmLocked, serveNext } from './nextServer.mjs';

const routes = {
  // The basket and personal pages render their guest view here (no session).
  main: ['/', '/jewelry-catalog/', 'product', '/basket/', '/personal/main/', '/personal/orders/'],
  diamant: ['/', '/diamant-jewelry-catalog/', 'product', '/basket/'],
  kz: ['/', '/jewelry-catalog/', 'product', '/basket/'],
};

/** A real product page of the storefront: the first product its catalogue lists. */
async function productRoute(apiOrigin, app) {
  const section = app === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';
  const listing = await (await fetch(`${apiOrigin}/api/serviceCatalog/v2/catalog/${section}/?per_page=10`)).json();
  return `/product/${encodeURIComponent(listing.data[0].article)}/`;
}

async function firstLoadJs(origin, route) {
  const html = await (await fetch(origin + route)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let gz = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
  return { kb: gz / 1024, files: new Set(sources).size, inlineKb: inline / 1024 };
}

/** Every script a phone-sized browser fetches for the route until the network is idle, gzipped. */
async function loadedJs(browser, origin, route) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  try {
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    const gz = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { kb: gz / 1024, files: sizes.length };
  } finally {
    await page.close();
  }
}

const budgetKb = 30;
const check = process.argv.includes('--check');
const over = [];
const appsArg = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--app' ? [arg] : []));
const apps = appsArg.length > 0 ? appsArg : Object.keys(routes);
await pnpmLocked(['--filter', '@ornament/empty-next', 'run', 'bench:build'], { stdio: 'ignore' });
await buildApps(apps);

const apiPort = await freePort();
const api = startService('api', 'node', [path.join(repoRoot, 'apps/api/dist/server.js')], {
  quiet: true,
  env: { API_PORT: String(apiPort), NODE_ENV: 'production', DEMO: 'true', PGLITE_DATA_DIR: 'memory://', SEED_PRODUCTS: '1000', LOG_LEVEL: 'warn' },
});
const browser = check ? null : await chromium.launch({ executablePath: journeyBrowserPath(), args: chromiumFlags });
const loadedColumn = (r, floorKb) => (r ? `   loaded by the browser ${r.kb.toFixed(1)} kB gz in ${r.files} files${floorKb === undefined ? '' : ` (+${(r.kb - floorKb).toFixed(1)})`}` : '');
try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, 300_000);
  const empty = await serveNext(path.join(repoRoot, 'tooling/empty-next'));
  const floor = await firstLoadJs(empty.origin, '/');
  const floorLoaded = browser ? await loadedJs(browser, empty.origin, '/') : null;
  empty.service.stop();
  console.info(`${'empty Next page (floor)'.padEnd(40)} ${floor.kb.toFixed(1).padStart(6)} kB gz in ${floor.files} files${loadedColumn(floorLoaded)}`);
  for (const app of apps) {
    const { service, origin } = await serveNext(appDir(app), { API_URL: `http://127.0.0.1:${apiPort}` });
    for (const name of routes[app]) {
      const route = name === 'product' ? await productRoute(`http://127.0.0.1:${apiPort}`, app) : name;
      const r = await firstLoadJs(origin, route);
      const loaded = browser ? await loadedJs(browser, origin, route) : null;
      const delta = r.kb - floor.kb;
      if (delta > budgetKb) over.push(`${app} ${route}`);
      console.info(
        `${`${app} ${route}`.padEnd(40)} ${r.kb.toFixed(1).padStart(6)} kB gz in ${r.files} files   ${delta >= 0 ? '+' : ''}${delta.toFixed(2)} kB over the floor (budget +${budgetKb}) ${delta > budgetKb ? 'FAIL' : 'PASS'}   inline ${r.inlineKb.toFixed(1)} kB${loadedColumn(loaded, floorLoaded?.kb)}`,
      );
    }
    service.stop();
  }
} finally {
  await browser?.close();
  api.stop();
}
if (over.length) console.error(`Over the first-load JS budget (+${budgetKb} kB gz): ${over.join(', ')}`);
if (check) process.exit(over.length ? 1 : 0);
