// Issue 7 bench: the live channel under load (apps/api/scripts/liveChannelBench.ts). 1,000 sockets, one
// message each, delivery p95 against its 200 ms budget, and a killed socket that must miss nothing.
// On the embedded PGlite (one API) and on a throwaway PostgreSQL (two API replicas, LISTEN/NOTIFY).
// `npm test` runs the PostgreSQL half after the API suite.
import { startPostgres } from '../lib/postgres.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { run } from '../lib/process.mjs';
import { runCheckoutProof } from './checkout-concurrency.mjs';

const pnpm = await ensurePnpm();
console.info('=== live channel (PGlite)');
let code = await run(pnpm, ['--filter', '@ornament/api', 'exec', 'tsx', '--conditions=@ornament/source', 'scripts/liveChannelBench.ts']);
const postgres = await startPostgres();
try {
  console.info('\n=== live channel (PostgreSQL)');
  code ||= await runCheckoutProof('liveChannelBench.ts', postgres, 'ornament_live_channel');
} finally {
  await postgres.stop();
}
process.exit(code);
