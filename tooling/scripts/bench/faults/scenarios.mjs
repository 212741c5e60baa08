// The faults, each injected once mid-run into a running stack, and the probe that times recovery:
// a client of its own asks a database-backed API call (and the home page, with storefronts) every
// 200 ms; recovery is the time from the fault's end to the first of N answers in a row that succeed.
import { rmSync } from 'node:fs';
import { backupRoundtrip } from '../../stack/backup-roundtrip.mjs';
import { sql } from '../../db/dump.mjs';
import { createBrowser } from './browser.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const recoveryRun = 5;

const firstOf = (replicas, kind, app) => replicas.find((r) => r.kind === kind && (!app || r.app === app));

/** Kills a replica with SIGKILL, leaves it down for `downMs`, starts it again; the window spans both. */
async function killAndRestart(recorder, name, replica, downMs) {
  if (!replica) throw new Error(`${name}: the stack has no such replica`);
  const start = Date.now();
  replica.kill('SIGKILL');
  await sleep(downMs);
  await replica.start();
  recorder.fault(name, start, Date.now());
}

/**
 * Scenarios of `npm run bench:faults`. `fault(context)` runs beside the shoppers: it waits for its
 * moment, does the damage, undoes it, and records the window. `dbPath` marks the one that needs the
 * API to reach PostgreSQL through the test's delay path; `short` the one `npm test`'s short proof runs.
 */
export const scenarios = [
  { name: 'baseline', budgets: true },
  {
    name: 'API replica SIGKILL + live channel',
    live: true,
    short: true,
    fault: async ({ stack, recorder, mid }) => {
      await sleep(mid);
      await killAndRestart(recorder, 'api replica down', firstOf(stack.replicas, 'api'), 5000);
    },
  },
  {
    name: 'storefront replica SIGKILL',
    storefronts: true,
    fault: async ({ stack, recorder, mid }) => {
      await sleep(mid);
      await killAndRestart(recorder, 'storefront replica down', firstOf(stack.replicas, 'storefront', 'main'), 5000);
    },
  },
  {
    name: 'PostgreSQL restart',
    fault: async ({ stack, recorder, mid }) => {
      await sleep(mid);
      const start = Date.now();
      if (stack.db.restart) await stack.db.restart();
      else {
        await stack.db.stop();
        await stack.db.start();
      }
      recorder.fault('postgresql restart', start, Date.now());
    },
  },
  {
    // Issue 22 §5: pg_dump while the shoppers order, pg_restore into a fresh database, an API of the
    // same release started on it; not a fault (no window: any error meanwhile counts).
    name: 'backup under load',
    backup: true,
    fault: async ({ stack, recorder, mid }) => {
      await sleep(mid);
      const answered = [...recorder.accepted.values()].flatMap((answer) => answer.orders.map((order) => order.id));
      const acceptedBefore = recorder.accepted.size;
      // The writes during the dump are the shoppers' own orders: the bracket only waits for its end.
      const write = (signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve(recorder.accepted.size - acceptedBefore), { once: true }));
      const result = await backupRoundtrip(stack, { write, writeMsBefore: 0 });
      const restored = new Set((await sql(result.restoredUrl, 'select id from orders')).split('\n').filter(Boolean).map(Number));
      const shoppersMissing = answered.filter((id) => !restored.has(id));
      rmSync(result.file, { force: true });
      recorder.backup = { ...result, shoppersOrders: answered.length, shoppersMissing, ok: result.ok && shoppersMissing.length === 0 };
    },
  },
  {
    name: '+200 ms API↔PostgreSQL for 20 s',
    dbPath: true,
    fault: async ({ recorder, mid, dbPath }) => {
      await sleep(Math.max(0, mid - 10_000));
      const start = Date.now();
      await dbPath.delay(200);
      await sleep(20_000);
      await dbPath.clear();
      recorder.fault(`db latency (${dbPath.mode})`, start, Date.now());
    },
  },
];

/** The recovery probe; `stop()` resolves its log of { at, ok }. */
export function startProbe({ origin, localAddress, pages, paths }) {
  const log = [];
  const sink = { request: () => undefined };
  const browser = createBrowser({ localAddress, origin, recorder: sink });
  let running = true;
  const loop = (async () => {
    const write = { 'content-type': 'application/json', origin };
    // A guest session, so each probe reads the database (the basket of its session).
    await browser.exchange('POST', `${origin}${paths.basketCalculate}`, { headers: { ...write, 'x-mobile-pay': 'Y' }, body: '{}' });
    while (running) {
      const at = Date.now();
      // No body and so no content-type, as the api-client's easyCalculate sends it.
      const api = await browser.exchange('POST', `${origin}${paths.basketEasyCalculate}`, { headers: { origin } });
      const page = pages ? await browser.exchange('GET', `${origin}/`, { headers: { accept: 'text/html' } }) : { status: 200 };
      log.push({ at, ok: api.status === 200 && page.status === 200, api: api.status, page: page.status });
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      browser.close();
      return log;
    },
  };
}

/** Seconds from the end of the last fault window to the first of `recoveryRun` probe successes in a row. */
export function recoverySeconds(log, windows) {
  if (windows.length === 0) return null;
  const end = Math.max(...windows.map((w) => w.end));
  const after = log.filter((entry) => entry.at >= end);
  for (let i = 0; i + recoveryRun <= after.length; i++) {
    if (after.slice(i, i + recoveryRun).every((entry) => entry.ok)) return (after[i].at - end) / 1000;
  }
  return Infinity;
}
