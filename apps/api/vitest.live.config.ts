import { baseConfig } from '@ornament/vitest-config/base';

// The production-profile check (test-live/): built processes on a real PostgreSQL, run by `npm test`
// after the build with LIVE_CHECK_DATABASE_URL; not part of `vitest run`.
export default baseConfig({ include: ['test-live/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 240_000, pool: 'forks' });
