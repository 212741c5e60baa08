#!/usr/bin/env node
// The shared page cache, proved (issue 22 §2): two replicas of the main storefront share their pages
// in Redis. An operator's price change (product:update's PATCH, CATALOG_ADMIN_TOKEN) makes the API
// post one revalidation to the storefront through the balancer, so it reaches ONE replica; the new
// price must show on BOTH replicas, read directly, within a few seconds, and through the balancer
// (its cache holds a page for a few seconds at most).
// `node tooling/scripts/stack/revalidation-test.mjs` (node:test); `sharedRevalidation(stack)` for a bench.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startStack } from './stack.mjs';

const digits = (text) => text.replace(/[\s\u00a0\u202f]/g, '');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function page(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', cookie: 'theme=light' }, signal: AbortSignal.timeout(15_000) });
  assert.equal(response.status, 200, `${url} answered ${response.status}`);
  return response.text();
}

/** Polls until every URL's page shows `text`; resolves to the seconds it took each. */
async function seenEverywhere(urls, text, timeoutMs) {
  const started = Date.now();
  const seconds = {};
  while (Object.keys(seconds).length < urls.length && Date.now() - started < timeoutMs) {
    for (const url of urls) if (!(url in seconds) && digits(await page(url)).includes(text)) seconds[url] = (Date.now() - started) / 1000;
    await pause(250);
  }
  return seconds;
}

/** Runs the check on a running stack with the main storefront; resolves to the figures. */
export async function sharedRevalidation(stack, { timeoutMs = 10_000 } = {}) {
  const replicas = stack.replicas.filter((r) => r.kind === 'storefront' && r.app === 'main');
  assert.ok(replicas.length >= 2, 'needs two main replicas');
  const listing = await page(`${replicas[0].url}/jewelry-catalog/`);
  const article = decodeURIComponent(/href="\/product\/([^/"]+)\/"/.exec(listing)?.[1] ?? '');
  assert.notEqual(article, '', 'no product link in the catalogue');
  const paths = replicas.map((r) => `${r.url}/product/${encodeURIComponent(article)}/`);
  // Both replicas hold the page (rendered once, shared): read it on each before the change.
  for (const url of paths) await page(url);
  const price = 123_400 + Math.floor(Math.random() * 500) * 10;
  const expected = `${price}₽`;
  for (const url of paths) assert.ok(!digits(await page(url)).includes(expected), `${url} already shows ${expected}`);

  const response = await fetch(`${stack.urls.api}/api/serviceCatalog/admin/products/${encodeURIComponent(article)}/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.secrets.CATALOG_ADMIN_TOKEN}` },
    body: JSON.stringify({ price, currency: 'RUB' }),
  });
  assert.equal(response.status, 200, `product:update answered ${response.status}: ${await response.text()}`);

  const balancer = `${stack.urls.storefronts.main}/product/${encodeURIComponent(article)}/`;
  const seconds = await seenEverywhere([...paths, balancer], expected, timeoutMs);
  return { article, price, seconds, replicas: paths, balancer };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  test('S22.2: a price changed through the API shows on both storefront replicas (shared Redis page cache) within seconds', { timeout: 600_000 }, async () => {
    const stack = await startStack({ storefronts: ['main'], apiReplicas: 2, storefrontReplicas: 2, seedProducts: 500, quiet: true });
    try {
      const result = await sharedRevalidation(stack);
      console.info(JSON.stringify(result, null, 2));
      for (const url of [...result.replicas, result.balancer]) assert.ok(url in result.seconds, `${url} still shows the old price after 10 s`);
      for (const url of result.replicas) assert.ok(result.seconds[url] <= 5, `${url} took ${result.seconds[url]} s`);
    } finally {
      await stack.stop();
    }
  });
}
