// `npm run bench`: every benchmark in turn (never part of `npm test`). Figures are printed; the
// scripts that know a budget print PASS/FAIL beside it, and the figures go into the closing note.
import path from 'node:path';
import { repoRoot, run } from '../lib/process.mjs';
import { buildApps } from './nextServer.mjs';

// One build of the API and the storefronts up front; the scripts then reuse it.
await buildApps(['main', 'diamant', 'kz']);
const given = process.argv.slice(2);
const args = given.includes('--no-build') ? given : [...given, '--no-build'];

// The checkout and live-channel proofs at full size (200 shoppers, 1,000 sockets); `npm test` runs
// them smaller for their invariants.
const scripts = [
  'api-latency.mjs',
  'search-latency.mjs',
  'catalog-latency.mjs',
  'checkout-concurrency.mjs',
  'checkout-latency.mjs',
  'bundle-size.mjs',
  'product-render.mjs',
  'page-throughput.mjs',
  'live-channel.mjs',
  'lighthouse.mjs',
];
for (const script of scripts) {
  console.info(`\n### ${script}`);
  await run('node', [path.join(repoRoot, 'tooling/scripts/bench', script), ...args]);
}
