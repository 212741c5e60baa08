// Search budget (issue 3): autocomplete p95 ≤ 15 ms on 10,000 products. Measures a mix of real
// typing (a broad word, a prefix, a wrong keyboard layout, a typo, an article, a two-word phrase)
// on v1 and v2, one shopper at a time and eight at once, on PGlite and on PostgreSQL, plus the
// text-search results page. Prints the figures; asserts nothing.
// It first sends one photo search right after /health answers: the API draws the products' picture
// features in the background after start, and that search waits for them; its time is printed, and
// the latencies after it are the settled server's, not a server still busy with its warm-up.
// Usage: node tooling/scripts/bench/search-latency.mjs [--products N] [--driver pglite|postgres]
import { deflateSync } from 'node:zlib';
import { startPostgres } from '../lib/postgres.mjs';
import { benchDataDir, productsArgument, requireBuiltApi, startApi } from './apiServer.mjs';
import { formatStats, measure } from './load.mjs';

const products = productsArgument();
const driverAt = process.argv.indexOf('--driver');
const driver = driverAt === -1 ? null : process.argv[driverAt + 1];
if (driver !== null && driver !== 'pglite' && driver !== 'postgres') {
  console.error(`--driver takes pglite or postgres, not ${driver}`);
  process.exit(1);
}
requireBuiltApi();

const typed = ['кольцо', 'брасл', 'rjkmwj', 'бриліант', 'серьги с топазом', 'zoloto'];

// PNG's CRC-32 (zlib.crc32 needs Node 20.15; the project allows 20.9).
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small solid-colour PNG (a gold swatch), built by hand: the bench has no image library. */
function swatchPng(side = 16, rgb = [212, 175, 55]) {
  const row = Buffer.from([0, ...Array.from({ length: side }, () => rgb).flat()]);
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))), chunk('IEND', Buffer.alloc(0))]);
}

async function photoSearch(base) {
  const form = new FormData();
  form.append('image', new Blob([swatchPng()], { type: 'image/png' }), 'swatch.png');
  const t0 = performance.now();
  const response = await fetch(`${base}/api/sklv/v3/search/image/`, { method: 'POST', body: form });
  const body = await response.json();
  if (!response.ok) throw new Error(`photo search answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - t0, found: body.data.products.length };
}

async function bench(label, env) {
  const { api, base } = await startApi(env, products);
  try {
    const photo = await photoSearch(base);
    const warm = await photoSearch(base);
    console.info(`${label}: photo search right after start ${photo.ms.toFixed(0)} ms (waits for the warm-up), then ${warm.ms.toFixed(0)} ms; ${warm.found} products`);
    const article = (await (await fetch(`${base}/api/serviceCatalog/v2/catalog/jewelry-catalog/?per_page=10`)).json()).data[0].article;
    const queries = [...typed, article];
    const url = (version, query) => `${base}/api/v${version}/search/autocomplete/?query=${encodeURIComponent(query)}`;
    const sample = await (await fetch(url(1, 'rjkmwj'))).json();
    console.info(`${label}: 'rjkmwj' → correction '${sample.correction}', ${sample.products.length} products, ${sample.categories.length} categories`);
    for (const version of [1, 2]) {
      const mix = queries.map((query) => url(version, query));
      console.info(formatStats(`${label} autocomplete v${version} mix, c=1`, await measure(mix, { concurrency: 1, requests: 350, warmup: 35 })));
      console.info(formatStats(`${label} autocomplete v${version} mix, c=8`, await measure(mix, { concurrency: 8, requests: 700 })));
    }
    for (const query of queries) {
      console.info(formatStats(`${label} v1 '${query}', c=1`, await measure(url(1, query), { concurrency: 1, requests: 150, warmup: 15 })));
    }
    const results = `${base}/api/serviceCatalog/v2/catalog/products-search/text/text-kolco/?per_page=72`;
    console.info(formatStats(`${label} results page 'кольцо' 72, c=1`, await measure(results, { concurrency: 1, requests: 150, warmup: 15 })));
  } finally {
    api.stop();
  }
}

if (driver !== 'postgres') await bench('PGlite', { PGLITE_DATA_DIR: await benchDataDir(products) });

if (driver !== 'pglite') {
  let postgres;
  try {
    postgres = await startPostgres();
    await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_search_bench') });
  } catch (error) {
    console.error(`PostgreSQL bench skipped: ${error.message}`);
  } finally {
    await postgres?.stop();
  }
}
