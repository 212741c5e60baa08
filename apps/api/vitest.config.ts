import { baseConfig } from '@ornament/vitest-config/base';

// API tests run in forks, and each fork keeps its modules from file to file (isolate: false): every
// file builds its own app and database, and importing the app once per fork instead of once per file
// saves seconds a file. Seeded databases are made once per run and copied (test/helpers/seededDatabase.ts).
export default baseConfig({ testTimeout: 30_000, hookTimeout: 120_000, pool: 'forks', isolate: false, globalSetup: ['test/globalSetup.ts'] });
