import { availableParallelism } from 'node:os';
import { baseConfig } from '@ornament/vitest-config/base';

// API tests run in forks, and each fork keeps its modules from file to file (isolate: false): every
// file builds its own app and database, and importing the app once per fork instead of once per file
// saves seconds a file. Seeded databases are made once per run and copied (test/helpers/seededDatabase.ts).
// At least two forks: vitest's default (one fewer than the cores) gave a 2-core machine one, and the
// suite, the longest of `npm test`'s unit step, ran on one core while the other idled (334 s; 230 s
// with two). The seeded databases are made for several workers at once (seededDatabase.ts).
export default baseConfig({
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks',
  isolate: false,
  maxWorkers: Math.max(2, availableParallelism() - 1),
  globalSetup: ['test/globalSetup.ts'],
});
