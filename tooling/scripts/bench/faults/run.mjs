// `npm run bench:faults` (issue 22 §3–§4): virtual shoppers through the production-like stack, once
// per scenario (a baseline, then one fault each), every run ending with the database consistency
// check. Prints the table; exits non-zero on a broken invariant or a missed budget (no error outside
// a fault window; in the baseline page p95 ≤ 300 ms and API p95 ≤ 100 ms; recovery ≤ 10 s).
// Usage: node tooling/scripts/bench/faults/run.mjs [--shoppers 200] [--seconds 120] [--ramp 30] [--short]
//        [--invariants-only] [--only <scenario name part>] [--storefront-maxconn N]
// A fresh stack first trades for 30 s with 50 shoppers, untimed; each scenario's shoppers arrive over
// the ramp, and its latency figures are the `--seconds` after it (errors count from the first request).
// `runFaultsProof({ short: true })` is the short version `npm test` runs: 30 shoppers, 20 s, one API
// replica killed (the issue's short run; the fault's run holds every invariant the baseline's does).
import { spawn } from 'node:child_process';
import { createBrowser } from './browser.mjs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../stack/stack.mjs';
import { checkConsistency, stockSnapshot } from './consistency.mjs';
import { describeCpuUse, startCpuUse } from './cpuUse.mjs';
import { pg, storefrontCode } from './deps.mjs';
import { openDbPath, urlThrough } from './dbLatency.mjs';
import { gatherFixtures, restock, shelvesOf } from './fixtures.mjs';
import { startLiveProbe } from './liveProbe.mjs';
import { createRecorder, recoveryBudgetSeconds, summarise, timelineSliceMs } from './recorder.mjs';
import { recoverySeconds, scenarios, startProbe } from './scenarios.mjs';
import { runShopper } from './shopper.mjs';

const budgets = { pageP95: 300, apiP95: 100 };
// `--invariants-only` (npm test, which runs this beside a browser suite on the same two cores): the
// latency figures are printed beside their budgets but do not fail the run; every invariant does.
const latencyEnforced = !process.argv.includes('--invariants-only');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shopper i of run r comes from 127.(20+r).x.y: a distinct client to the per-IP limits and the balancer. */
const addressOf = (run, i) => `127.${20 + run}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function startTopology({ dbPath, storefrontMaxConn }) {
  return startStack({ storefronts: ['main'], quiet: false, storefrontMaxConn, ...(dbPath ? { databaseUrlForApi: dbPath } : {}) });
}

/** The operator's msg:send, straight to a running API replica (operator paths never pass the balancer). */
function operatorSender(stack, code) {
  return async (userId, title) => {
    for (const replica of stack.replicas.filter((r) => r.kind === 'api' && r.pid)) {
      const answer = await fetch(`http://127.0.0.1:${replica.port}${code.http.messagingPaths.messageSend}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.secrets.MESSAGING_ADMIN_TOKEN}` },
        body: JSON.stringify({ userId, title }),
      }).catch(() => null);
      if (answer?.status === 201) return true;
    }
    return false;
  };
}

/**
 * Before the measured window: every page the shoppers will open (home, the listings, the products,
 * the search results), once, untimed, four at a time, as a shop that has been open a while has them
 * in its caches. A bounded set (the fixtures); the report says it was done and how long it took.
 */
async function warmUp({ origin, fixtures, localAddress }) {
  const paths = ['/', ...fixtures.listings, ...fixtures.products.map((p) => `/product/${encodeURIComponent(p.article)}/`), ...fixtures.searches.map((s) => `/products-search/text/text-${s.slug}/`)];
  const browser = createBrowser({ localAddress, origin, recorder: { request: () => undefined } });
  const started = Date.now();
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const answer = await browser.exchange('GET', new URL(paths[next++], origin).href, { headers: { accept: 'text/html' } });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  browser.close();
  return { pages: paths.length, seconds: (Date.now() - started) / 1000, statuses: Object.fromEntries(statuses) };
}

/**
 * Over how many seconds a full run's shoppers arrive before its measured window. Started within 5 s,
 * the 200 walked their first journey in step (all signing in within the same minute, all at the
 * checkout together): the first 60 s measured that herd (page p95 0.9–1.1 s) and the next 60 s the
 * shop's own pace (0.04–0.3 s). Arriving over 30 s, as visits do, they are at every step of the
 * journey by the time the window opens, as a shop's 200 shoppers at any moment are.
 */
const defaultRampSeconds = 30;

/** The trade warm-up: how many shoppers, for how long, before a fresh stack's first scenario. */
const tradeWarmUp = { shoppers: 50, seconds: 30 };

/** The storefront the shoppers are on (the API itself when the stack has none), and whether they open its pages. */
const originOf = (stack) => ({ origin: stack.urls.storefronts.main ?? stack.urls.api, pages: Boolean(stack.urls.storefronts.main) });

/** The newest SMS the gateway's stand-in took for a phone: the login code, as the shopper reads it. */
const inboxOf = (stack) => (number) => stack.sms.messages(number)[0]?.msg ?? null;

/** Phone numbers of one crowd: `prefix`, a tag of the run (unique across runs), and the shopper's index. */
function phonesOf(prefix, run) {
  const tag = String(100 + Math.floor((Date.now() / 1000 + run * 37) % 900));
  return (i) => `${prefix}${tag}${String(i).padStart(4, '0')}`;
}

/**
 * `count` shoppers, each from its own loopback address of the run, until `until`; resolves when the
 * last one leaves.
 */
function crowd({ stack, code, tenant, fixtures, recorder, run, count, phone, until, arrivalMs, onError }) {
  const { origin, pages } = originOf(stack);
  const inbox = inboxOf(stack);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      runShopper({ index: i, code, tenant, fixtures, recorder, inbox, origin, pages, localAddress: addressOf(run, i), phone: phone(i), until, arrivalMs, thinkMs: [500, 2000], payOnline: i % 3 !== 2 }).catch((error) => onError(i, error)),
    ),
  );
}

/**
 * Before a fresh stack's first measured window: shoppers doing the whole journey (sign-in, checkout,
 * payment), untimed, as a shop that has been trading a while has run every path of its processes.
 * Without it the first scenario measured each process's first minute under full load: code not yet
 * optimised by V8, and the baseline's p95 was its first 60 s (2.7 s, then 0.1 s after 80 s) while
 * every later scenario, on the same processes, started warm. Its orders are before the scenario's
 * own window, and the shelves are restocked after it.
 */
async function warmUpTrade({ stack, code, tenant, fixtures, run }) {
  const recorder = createRecorder();
  const started = Date.now();
  const until = started + tradeWarmUp.seconds * 1000;
  await crowd({ stack, code, tenant, fixtures, recorder, run, count: tradeWarmUp.shoppers, phone: phonesOf('7957', run), until, onError: () => undefined });
  return { requests: recorder.requests.length, orders: recorder.accepted.size, seconds: (Date.now() - started) / 1000 };
}

async function runScenario({ stack, scenario, index, shoppers, seconds, rampSeconds, code, tenant, pool, fixtures, dbPath }) {
  const recorder = createRecorder();
  recorder.sendMessage = operatorSender(stack, code);
  const { origin, pages } = originOf(stack);
  const phone = phonesOf('7958', index);
  const inbox = inboxOf(stack);
  if (pages) {
    const warm = await warmUp({ origin, fixtures, localAddress: addressOf(index, 1200) });
    console.info(`  warm-up before the measured window (untimed): ${warm.pages} pages the shoppers will open, once each, in ${warm.seconds.toFixed(1)} s ${JSON.stringify(warm.statuses)}`);
  }
  const since = new Date((await pool.query('select now() as now')).rows[0].now);
  const stockBefore = await stockSnapshot(pool, fixtures.products.map((p) => p.article));
  let live = null;
  let liveError = null;
  if (scenario.live) {
    const phones = [0, 1, 2, 3, 4, 5].map((k) => phone(9000 + k));
    live = await startLiveProbe({ code, tenant, origin, inbox, recorder, phones, addresses: phones.map((_, k) => addressOf(index, 1000 + k)) }).catch((error) => {
      liveError = `live-channel clients could not start: ${error.message}`;
      return null;
    });
  }
  const probe = startProbe({ origin, localAddress: addressOf(index, 1100), pages, paths: code.http.paths });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = Date.now();
  const cpu = startCpuUse(stack, { sliceMs: timelineSliceMs });
  recorder.measuredFrom = started + rampSeconds * 1000;
  const until = recorder.measuredFrom + seconds * 1000;
  const arrivalMs = rampSeconds > 0 ? rampSeconds * 1000 : undefined;
  const shopping = crowd({ stack, code, tenant, fixtures, recorder, run: index, count: shoppers, phone, until, arrivalMs, onError: (i, error) => console.error(`shopper ${i}: ${error.stack ?? error}`) });
  const fault = scenario.fault ? scenario.fault({ stack, recorder, mid: rampSeconds * 1000 + (seconds * 1000) / 3, dbPath }) : Promise.resolve();
  await Promise.all([shopping, fault]);
  const cpuUse = await cpu.stop();
  lag.disable();
  console.info(`  the load generator's own event-loop delay: p50 ${(lag.percentile(50) / 1e6).toFixed(0)} ms, p95 ${(lag.percentile(95) / 1e6).toFixed(0)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms`);
  // A fault that ends near the run's end still gets its recovery measured.
  const lastEnd = Math.max(0, ...recorder.windows.map((w) => w.end));
  if (lastEnd) await sleep(Math.max(0, lastEnd + (recoveryBudgetSeconds + 1) * 1000 - Date.now()));
  const probeLog = await probe.stop();
  const liveResult = live ? await live.finish() : liveError ? { error: liveError } : null;
  const figures = summarise(recorder);
  const check = await checkConsistency(pool, recorder, { since, stockBefore });
  const probeFailures = probeLog.filter((entry) => !entry.ok).map((entry) => `${entry.api}/${entry.page}`);
  if (probeFailures.length) console.info(`  probe failures (api/page status): ${[...new Set(probeFailures)].join(', ')} ×${probeFailures.length} of ${probeLog.length}`);
  return { name: scenario.name, budgets: scenario.budgets, figures, cpuUse, check, live: liveResult, windows: recorder.windows, recovery: recoverySeconds(probeLog, recorder.windows), backup: recorder.backup ?? null, expectsBackup: Boolean(scenario.backup) };
}

function verdicts(row) {
  const broken = [...row.check.problems];
  if (row.figures.errors > 0) broken.push(`${row.figures.errors} errors outside fault windows: ${row.figures.unexpectedSample.join('; ')}`);
  if (row.recovery !== null && !(row.recovery <= recoveryBudgetSeconds)) broken.push(`recovery ${row.recovery} s > ${recoveryBudgetSeconds} s`);
  if (latencyEnforced && row.budgets && row.figures.p95Page !== null && row.figures.p95Page > budgets.pageP95) broken.push(`page p95 ${row.figures.p95Page.toFixed(0)} ms > ${budgets.pageP95} ms`);
  if (latencyEnforced && row.budgets && row.figures.p95Api !== null && row.figures.p95Api > budgets.apiP95) broken.push(`API p95 ${row.figures.p95Api.toFixed(0)} ms > ${budgets.apiP95} ms`);
  if (row.live?.error) broken.push(row.live.error);
  else if (row.live && (row.live.missed > 0 || row.live.reconnected === 0)) broken.push(`live channel: ${row.live.missed} messages missed, ${row.live.reconnected} of ${row.live.clients} clients reconnected`);
  if (row.check.ordersPlaced === 0) broken.push('no order was placed');
  if (row.expectsBackup && !row.backup) broken.push('the backup round trip did not run');
  else if (row.backup && !row.backup.ok) {
    broken.push(`backup round trip: ${row.backup.missing.length} committed orders missing from the backup, ${row.backup.unknown.length} unknown ones in it, ${row.backup.shoppersMissing.length} of the shoppers' ${row.backup.shoppersOrders} answered orders missing, restored API ${row.backup.apiReady ? 'answered' : 'did NOT answer'}`);
  }
  return broken;
}

function printTable(rows) {
  const ms = (v) => (v === null ? '—' : `${v.toFixed(0)} ms`);
  const head = ['scenario', 'requests', 'errors', 'in window', 'p95 page', 'p95 API', 'pages cached', 'orders placed', 'orders in DB', 'stock consistent', 'recovery s', 'backup'];
  const body = rows.map((r) => [
    r.name,
    String(r.figures.requests),
    String(r.figures.errors),
    String(r.figures.expectedErrors),
    ms(r.figures.p95Page),
    ms(r.figures.p95Api),
    r.figures.pageCacheHits === null || r.figures.pageCacheHits === undefined ? '—' : `${(r.figures.pageCacheHits * 100).toFixed(0)} %`,
    String(r.check.ordersPlaced),
    String(r.check.ordersInDatabase),
    r.check.stockConsistent ? 'yes' : 'NO',
    r.recovery === null ? '—' : Number.isFinite(r.recovery) ? r.recovery.toFixed(1) : 'never',
    r.backup ? `${r.backup.ok ? 'ok' : 'FAIL'} ${r.backup.ordersInBackup} orders` : '—',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.info(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const cells of body) console.info(line(cells));
  for (const r of rows) {
    const notes = [`basket lines checked ${r.check.linesChecked}, lost ${r.check.linesLost}${r.check.linesInAccount ? ` (${r.check.linesInAccount} found in the phone's account, merged by a login whose answer was lost)` : ''}`, `ledgers ${r.check.ledgersBalance ? 'balance' : 'DO NOT balance'}`];
    if (r.check.lostAnswers) notes.push(`${r.check.lostAnswers} orders whose answer was lost in the fault (attempt key kept)`);
    if (r.live && !r.live.error) notes.push(`live: ${r.live.clients} clients, ${r.live.sent} messages, ${r.live.missed} missed, ${r.live.reconnected} reconnected`);
    if (r.backup) {
      const b = r.backup;
      notes.push(`backup: pg_dump ${(b.bytes / 1e6).toFixed(1)} MB in ${b.backupSeconds.toFixed(1)} s while ${b.writes} orders were placed, restored in ${b.restoreSeconds.toFixed(1)} s; ${b.ordersBefore} orders committed before it, ${b.ordersInBackup} in it, all ${b.shoppersOrders - b.shoppersMissing.length}/${b.shoppersOrders} of the shoppers' answered orders; an API on the restored database ${b.apiReady ? 'answers' : 'does NOT answer'}`);
    }
    if (r.windows.length) notes.push(`fault window ${r.windows.map((w) => `${w.name} ${((w.end - w.start) / 1000).toFixed(1)} s`).join(', ')}`);
    console.info(`  ${r.name}: ${notes.join('; ')}`);
    for (const route of r.figures.routes.sort((a, b) => a.key.localeCompare(b.key))) {
      const cache = route.cache && Object.keys(route.cache).length ? `  from ${JSON.stringify(route.cache)}` : '';
      console.info(`    ${route.key.padEnd(34)} ${String(route.count).padStart(6)}  p95 ${route.p95 === null ? '—' : route.p95.toFixed(0).padStart(5)} ms  ${JSON.stringify(route.statuses)}${cache}`);
    }
    const slice = (v) => (v === null ? '—' : v.toFixed(0));
    if (r.figures.timeline?.length) console.info(`    by ${timelineSliceMs / 1000} s from the start, p95 page/API and orders: ${r.figures.timeline.map((t) => `${t.fromSeconds} s ${slice(t.p95Page)}/${slice(t.p95Api)} ms ${t.orders}`).join(', ')}`);
    const cores = describeCpuUse(r.cpuUse ?? [], timelineSliceMs / 1000);
    if (cores) console.info(`    ${cores}`);
    const broken = verdicts(r);
    for (const text of broken) console.info(`    FAIL ${text}`);
  }
}

/**
 * The storefront's code is loaded from source, which its packages' exports name under the
 * `@ornament/source` condition (dist may be older than the tree): without that condition this
 * process runs the bench in a child that has it, and resolves to its exit code.
 */
const sourceCondition = '--conditions=@ornament/source';
function inChildWithSources(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [sourceCondition, fileURLToPath(import.meta.url), ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runFaultsProof({ short = false, shoppers, seconds, only, storefrontMaxConn, ramp } = {}) {
  if (!process.execArgv.includes(sourceCondition)) {
    const args = [...(short ? ['--short'] : []), ...(shoppers ? ['--shoppers', String(shoppers)] : []), ...(seconds ? ['--seconds', String(seconds)] : []), ...(only ? ['--only', only] : []), ...(storefrontMaxConn ? ['--storefront-maxconn', String(storefrontMaxConn)] : []), ...(ramp !== undefined ? ['--ramp', String(ramp)] : [])];
    return inChildWithSources(args);
  }
  const size = short ? { shoppers: 30, seconds: 20, rampSeconds: 0 } : { shoppers: shoppers ?? 200, seconds: seconds ?? 120, rampSeconds: ramp ?? defaultRampSeconds };
  let chosen = short ? scenarios.filter((s) => s.short) : scenarios;
  if (only) chosen = chosen.filter((s) => s.name.toLowerCase().includes(only.toLowerCase()));
  const code = await storefrontCode();
  const t = code.domain.getTenant('main', 'RU');
  const tenant = code.server.withCountryGuid({ siteCode: t.siteCode, source: t.source, country: t.country, defaultCityGuid: t.defaultCityGuid, currency: t.currency, cities: code.server.browserCitiesOf(t) });
  const rows = [];
  // One stack for the scenarios that share it; the latency fault gets its own, whose API reaches
  // PostgreSQL through the delay path.
  const groups = [chosen.filter((s) => !s.dbPath), chosen.filter((s) => s.dbPath)].filter((g) => g.length > 0);
  let index = 0;
  for (const group of groups) {
    const needsPath = group[0].dbPath;
    let dbPath = null;
    const hook = needsPath ? async (url) => urlThrough(url, (dbPath = await openDbPath(Number(new URL(url).port)))) : null;
    const stack = await startTopology({ dbPath: hook, storefrontMaxConn });
    const pool = new pg.Pool({ connectionString: stack.db.url, max: 4 });
    pool.on('error', () => undefined);
    const groupRows = rows.length;
    try {
      if (needsPath && !dbPath) {
        console.info(`skipped ${group[0].name}: this stack has no databaseUrlForApi hook`);
        continue;
      }
      if (dbPath) console.info(`API↔PostgreSQL path for the latency fault: ${dbPath.mode}`);
      const fixtures = await gatherFixtures({ apiBase: stack.urls.api, pool, domain: code.domain });
      const shelves = await shelvesOf(pool, fixtures.products);
      if (!short) {
        const warm = await warmUpTrade({ stack, code, tenant, fixtures, run: 100 + index });
        console.info(`\nTrade warm-up on the fresh stack (untimed): ${tradeWarmUp.shoppers} shoppers for ${warm.seconds.toFixed(0)} s, ${warm.requests} requests, ${warm.orders} orders`);
      }
      for (const [at, scenario] of group.entries()) {
        console.info(`\n=== ${scenario.name}: ${size.shoppers} shoppers, ${size.seconds} s${size.rampSeconds ? ` measured after they arrived over ${size.rampSeconds} s` : ''}`);
        if (at > 0 || !short) {
          await restock(pool, shelves);
          // The pages it expires (at most one whole-catalogue post every 3 s) are gone before the warm-up.
          await sleep(4000);
          console.info(`  restocked: the shoppers' ${shelves.length} stock rows as they were before the first run`);
        }
        const row = await runScenario({ stack, scenario, index: index++, ...size, code, tenant, pool, fixtures, dbPath }).catch((error) => {
          console.error(`${scenario.name}: ${error.stack ?? error}`);
          return null;
        });
        if (row) rows.push(row);
        else rows.push({ name: scenario.name, figures: { requests: 0, errors: 1, expectedErrors: 0, p95Page: null, p95Api: null, pageCacheHits: null, routes: [], unexpectedSample: ['the scenario did not run to its end'] }, check: { problems: [], ordersPlaced: 0, ordersInDatabase: 0, stockConsistent: false, linesChecked: 0, linesLost: 0, ledgersBalance: true }, windows: [], recovery: null, backup: null, expectsBackup: Boolean(scenario.backup) });
      }
    } finally {
      await pool.end();
      // A broken invariant keeps every process's log (PostgreSQL's too) for a look afterwards.
      const keepLogs = rows.slice(groupRows).some((row) => verdicts(row).length > 0);
      await stack.stop({ keepLogs });
      if (keepLogs) console.info(`  the stack's logs are kept in ${stack.logDir}`);
      await dbPath?.close();
    }
  }
  printTable(rows);
  const failed = rows.filter((r) => verdicts(r).length > 0);
  const met = latencyEnforced ? 'every budget met' : `latency budgets (page p95 ≤ ${budgets.pageP95} ms, API p95 ≤ ${budgets.apiP95} ms) reported, not enforced`;
  console.info(failed.length === 0 ? `\nPASS: every invariant holds, ${met}` : `\nFAIL: ${failed.map((r) => r.name).join(', ')}`);
  return failed.length === 0 && rows.length > 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const code = await runFaultsProof({
    short: process.argv.includes('--short'),
    shoppers: option('shoppers') === undefined ? undefined : Number(option('shoppers')),
    seconds: option('seconds') === undefined ? undefined : Number(option('seconds')),
    only: option('only'),
    storefrontMaxConn: option('storefront-maxconn') === undefined ? undefined : Number(option('storefront-maxconn')),
    ramp: option('ramp') === undefined ? undefined : Number(option('ramp')),
  });
  process.exit(code);
}
