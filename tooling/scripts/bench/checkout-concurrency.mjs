// Issue 6 proof on a real PostgreSQL: starts a throwaway server (as `npm test` does), then runs
// apps/api/scripts/checkoutConcurrency.ts against a fresh database: 200 concurrent orders for the
// last 10 units → exactly 10 orders, and parallel replays of one Idempotency-Key → one order.
// Prints the figures; exits non-zero on any violation. `npm test` runs the same proof with 50
// shoppers after the PostgreSQL pass; this full size is part of `npm run bench`.
import { ensurePnpm } from '../lib/pnpm.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { run } from '../lib/process.mjs';

/** Runs one of apps/api/scripts/checkout*.ts on a fresh database of `postgres`; resolves to its exit code. */
export async function runCheckoutProof(script, postgres, database, args = [], env = {}) {
  const pnpm = await ensurePnpm();
  const url = await postgres.createDatabase(database);
  return run(pnpm, ['--filter', '@ornament/api', 'exec', 'tsx', '--conditions=@ornament/source', `scripts/${script}`, ...args], { env: { ...env, DATABASE_URL: url } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const postgres = await startPostgres();
  let code = 1;
  try {
    code = await runCheckoutProof('checkoutConcurrency.ts', postgres, 'ornament_checkout_race');
  } finally {
    await postgres.stop();
  }
  process.exit(code);
}
