// Proof on a real PostgreSQL (issue 6 "Correctness under concurrency"): 200 shoppers order the last
// 10 units at the same moment through two API replicas → exactly 10 orders, every other answer a 422
// 'not available' (available-rows), stock never below zero; then one shopper's order sent 20 times
// at once with one Idempotency-Key → exactly one order, every answer the same. Prints the figures and
// exits 1 on any violation. DATABASE_URL must point at a PostgreSQL database it may fill.
import { randomUUID } from 'node:crypto';
import { checkoutErrorCodes, idempotencyKeyHeader, paths } from '@ornament/api-contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderItems, orders, stockReservations } from '../src/db/schema';
import { type Replica, type Shopper, moscowStoreId, orderBody, origin, percentile, preparedDatabase, productAt, setStock, shoppers, startReplica, stockState, stopReplica } from './checkoutSetup';

const attempts = Number(process.env.CHECKOUT_ATTEMPTS ?? 200);
const units = 10;
const replays = 20;

interface Answer {
  status: number;
  code: string | null;
  detail: string | null;
  masterOrderId: number | null;
  ms: number;
}

async function create(replica: Replica, shopper: Shopper, key: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${replica.base}${paths.orderCreate}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: shopper.cookie, origin, [idempotencyKeyHeader]: key },
    body: JSON.stringify(orderBody(shopper)),
  });
  const body = (await response.json()) as { data?: { masterOrderId: number }; errors?: { code: string; detail: string }[] };
  return { status: response.status, code: body.errors?.[0]?.code ?? null, detail: body.errors?.[0]?.detail ?? null, masterOrderId: body.data?.masterOrderId ?? null, ms: performance.now() - started };
}

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('DATABASE_URL must point at PostgreSQL (tooling/scripts/bench/checkout-concurrency.mjs starts one)');
  process.exit(2);
}

const database = await preparedDatabase(url, 300);
const db = database.db;
const replicas = [await startReplica(url), await startReplica(url)];
const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

try {
  // 1. The last units, wanted by everyone at once.
  const store = await moscowStoreId(db);
  const product = await productAt(db, 0);
  await setStock(db, product, store, units);
  const crowd = await shoppers(db, '990300', attempts, [product], store);
  const started = performance.now();
  const answers = await Promise.all(crowd.map((shopper, i) => create(replicas[i % replicas.length]!, shopper, randomUUID())));
  const seconds = (performance.now() - started) / 1000;
  const ok = answers.filter((answer) => answer.status === 200);
  const notAvailable = answers.filter((answer) => answer.status === 422 && answer.code === checkoutErrorCodes.notAvailable);
  const other = answers.filter((answer) => answer.status !== 200 && !(answer.status === 422 && answer.code === checkoutErrorCodes.notAvailable));
  const after = await stockState(db, product.productId);
  const ordered = await db
    .select({ orders: sql<number>`count(distinct ${orders.id})::int`, units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, product.productId), inArray(orders.userId, crowd.map((shopper) => shopper.userId))));
  const reserved = await db
    .select({ units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(eq(stockReservations.productId, product.productId), isNull(stockReservations.releasedAt)));
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  console.info(`Stock race: ${attempts} shoppers, ${units} units, ${replicas.length} API replicas on one PostgreSQL (${seconds.toFixed(2)} s)`);
  console.info(`  200 created:            ${ok.length}`);
  console.info(`  422 not_available:      ${notAvailable.length}`);
  console.info(`  other answers:          ${other.length}${other.length ? ` (${[...new Set(other.map((a) => `${a.status} ${a.code}: ${a.detail}`))].join(', ')})` : ''}`);
  console.info(`  orders / units ordered: ${Number(ordered[0]?.orders)} / ${Number(ordered[0]?.units)}; units reserved: ${Number(reserved[0]?.units)}`);
  console.info(`  stock left: ${after.total} (lowest row ${after.min})`);
  console.info(`  answer time p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`);
  check(ok.length === units, `expected exactly ${units} orders, got ${ok.length}`);
  check(notAvailable.length === attempts - units, `expected ${attempts - units} 'not available' answers, got ${notAvailable.length}`);
  check(other.length === 0, `${other.length} answers were neither an order nor 'not available'`);
  check(Number(ordered[0]?.units) === units && Number(reserved[0]?.units) === units, 'ordered or reserved units differ from the units in stock');
  check(after.total === 0 && after.min >= 0, `stock should end at 0 and never below (total ${after.total}, min ${after.min})`);
  check(new Set(ok.map((answer) => answer.masterOrderId)).size === ok.length, 'two shoppers got the same master order');

  // 2. One attempt sent many times at once (double clicks, retries): one order.
  const other2 = await productAt(db, 1);
  await setStock(db, other2, store, 5);
  const [clicker] = await shoppers(db, '990400', 1, [other2], store);
  const key = randomUUID();
  const repeated = await Promise.all(Array.from({ length: replays }, (_, i) => create(replicas[i % replicas.length]!, clicker!, key)));
  const masters = new Set(repeated.map((answer) => answer.masterOrderId));
  const clickerOrders = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, clicker!.userId));
  const left = await stockState(db, other2.productId);
  console.info(`Idempotency: ${replays} parallel requests with one key`);
  console.info(`  answers: ${repeated.filter((a) => a.status === 200).length}×200, ${repeated.filter((a) => a.status !== 200).length} other; distinct master orders: ${masters.size}`);
  console.info(`  orders created: ${clickerOrders.length}; stock 5 → ${left.total}`);
  check(repeated.every((answer) => answer.status === 200) && masters.size === 1, 'replays of one key must all answer the same order');
  check(clickerOrders.length === 1 && left.total === 4, `one key must make one order (made ${clickerOrders.length}, stock ${left.total})`);
  const items = clickerOrders.length > 0 ? await db.select({ id: orderItems.id }).from(orderItems).where(inArray(orderItems.orderId, clickerOrders.map((o) => o.id))) : [];
  check(items.length === 1, 'the order should have exactly one line');
} finally {
  await Promise.all(replicas.map(stopReplica));
  await database.close();
}

if (problems.length > 0) {
  console.error(`\nFAIL\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info('\nPASS: no overselling, no double orders');
