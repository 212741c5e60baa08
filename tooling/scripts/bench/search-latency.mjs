// Search budget (issue 3): autocomplete p95 ≤ 15 ms on 10,000 products. Measures a mix of real
// typing (a broad word, a prefix, a wrong keyboard layout, a typo, an article, a two-word phrase)
// on v1 and v2, one shopper at a time and eight at once, on PGlite and on PostgreSQL, plus the
// text-search results page. Prints the figures; asserts nothing.
// Usage: node tooling/scripts/bench/search-latency.mjs [--products N]
import { startPostgres } from '../lib/postgres.mjs';
import { benchDataDir, productsArgument, requireBuiltApi, startApi } from './apiServer.mjs';
import { formatStats, measure } from './load.mjs';

const products = productsArgument();
requireBuiltApi();

const typed = ['кольцо', 'брасл', 'rjkmwj', 'бриліант', 'серьги с топазом', 'zoloto'];

async function bench(label, env) {
  const { api, base } = await startApi(env, products);
  try {
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

await bench('PGlite', { PGLITE_DATA_DIR: await benchDataDir(products) });

let postgres;
try {
  postgres = await startPostgres();
  await bench('PostgreSQL', { DATABASE_URL: await postgres.createDatabase('ornament_search_bench') });
} catch (error) {
  console.error(`PostgreSQL bench skipped: ${error.message}`);
} finally {
  await postgres?.stop();
}
