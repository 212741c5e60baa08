import { baseConfig } from '@ornament/vitest-config/base';

// API tests boot PGlite (WASM) per file: give them time, and run files in separate forks so a
// PostgreSQL run gets one database per file.
export default baseConfig({ testTimeout: 30_000, hookTimeout: 120_000, pool: 'forks' });
