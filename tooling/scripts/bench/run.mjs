// `npm run bench`: every benchmark in turn. Figures are printed; budgets are compared by eye and
// written into the closing note.
import path from 'node:path';
import { repoRoot, run } from '../lib/process.mjs';

for (const script of ['api-latency.mjs', 'search-latency.mjs', 'bundle-size.mjs']) {
  console.info(`\n### ${script}`);
  await run('node', [path.join(repoRoot, 'tooling/scripts/bench', script), ...process.argv.slice(2)]);
}
