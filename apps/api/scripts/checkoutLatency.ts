// Issue 6 budgets on a real PostgreSQL: basket calculate p95 ≤ 40 ms and order create p95 ≤ 150 ms,
// one request at a time against one API replica, each shopper with a three-line basket. Prints the
// figures beside the budgets (PASS/FAIL); exits 1 on a failed request, and on a missed budget only
// with --strict (timings depend on the machine).
import { randomUUID } from 'node:crypto';
import { idempotencyKeyHeader, paths } from '@ornament/api-contract';
import { type Replica, type Shopper, moscowStoreId, orderBody, origin, percentile, preparedDatabase, productAt, setStock, shoppers, startReplica, stopReplica } from './checkoutSetup';

const budgets = { calculate: 40, create: 150 };
const strict = process.argv.includes('--strict');
const rounds = Number(process.env.CHECKOUT_BENCH_REQUESTS ?? 200);
const warmup = 20;

async function timed(replica: Replica, path: string, shopper: Shopper, body: object, headers: Record<string, string> = {}): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${replica.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: shopper.cookie, origin, ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

function summary(label: string, samples: readonly number[], budget: number): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const pass = p95 <= budget;
  console.info(`${label.padEnd(22)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   budget p95 ≤ ${budget} ms   ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('DATABASE_URL must point at PostgreSQL (tooling/scripts/bench/checkout-latency.mjs starts one)');
  process.exit(2);
}

const database = await preparedDatabase(url, Number(process.env.SEED_PRODUCTS ?? 2000));
const replica = await startReplica(url);
let failed = 0;
let withinBudget = true;
try {
  const store = await moscowStoreId(database.db);
  const lines = [await productAt(database.db, 10), await productAt(database.db, 11), await productAt(database.db, 12)];
  for (const line of lines) await setStock(database.db, line, store, 100_000);
  const crowd = await shoppers(database.db, '990500', rounds + warmup, lines, store);

  const calculate: number[] = [];
  for (const [i, shopper] of crowd.entries()) {
    const result = await timed(replica, paths.basketCalculate, shopper, {});
    if (!result.ok) failed++;
    if (i >= warmup) calculate.push(result.ms);
  }
  const create: number[] = [];
  for (const [i, shopper] of crowd.entries()) {
    const result = await timed(replica, paths.orderCreate, shopper, orderBody(shopper), { [idempotencyKeyHeader]: randomUUID() });
    if (!result.ok) failed++;
    if (i >= warmup) create.push(result.ms);
  }
  console.info(`Checkout latency on PostgreSQL, c=1, ${rounds} requests each after ${warmup} warm-up, 3-line baskets`);
  withinBudget = summary('basket calculate', calculate, budgets.calculate) && withinBudget;
  withinBudget = summary('order create', create, budgets.create) && withinBudget;
  if (failed > 0) console.error(`${failed} requests failed`);
} finally {
  await stopReplica(replica);
  await database.close();
}
process.exit(failed > 0 || (strict && !withinBudget) ? 1 : 0);
