// Issue 6 budgets on a real PostgreSQL: basket calculate p95 (≤ 40 ms) and order create p95
// (≤ 150 ms), through apps/api/scripts/checkoutLatency.ts on a throwaway server. Prints PASS/FAIL
// beside each budget; `--strict` makes a missed budget exit non-zero.
import { startPostgres } from '../lib/postgres.mjs';
import { runCheckoutProof } from './checkout-concurrency.mjs';

const postgres = await startPostgres();
let code = 1;
try {
  code = await runCheckoutProof('checkoutLatency.ts', postgres, 'ornament_checkout_latency', process.argv.includes('--strict') ? ['--strict'] : []);
} finally {
  await postgres.stop();
}
process.exit(code);
