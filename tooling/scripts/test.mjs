// `npm test`: everything, from a fresh clone. Lint, typecheck, unit and API tests (PGlite, then once
// more on a real PostgreSQL), the concurrency proofs, production builds, the production-profile
// check, the production-like stack under load with a replica killed, and Playwright journeys per
// storefront in Chromium. Ends with a timing table (each step and
// its minutes) and one line 'N passed, N failed' over all of it, and exits non-zero on any failure.
//
// CI stops a run at 90 minutes and the suite's budget is 25 on a 2-core machine: the table is there
// so that the change that slows it shows at once. E2E_CONCURRENCY sets how many storefront suites run
// side by side (each with its own API and database; 2 by default, 1 to run them one after another).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, installWorkspace } from './lib/pnpm.mjs';
import { packArtifacts } from './lib/artifacts.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { runCheckoutProof } from './bench/checkout-concurrency.mjs';
import { repoRoot, run, runLabelled } from './lib/process.mjs';
import { playwrightCounts, vitestCounts } from './lib/results.mjs';
import { ensureSystemPackages, journeyBrowserPath } from './lib/system.mjs';

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const timings = [];

function record(name, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped ?? 0;
  summary.push(`${counts.failed ? 'FAIL' : 'ok  '}  ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}
/** Runs `work` as one line of the timing table. */
async function timed(name, work) {
  const from = Date.now();
  try {
    return await work();
  } finally {
    timings.push([name, (Date.now() - from) / 60_000]);
  }
}
/** A step that is one check: its exit code decides. */
function check(name, command, args, options) {
  return timed(name, async () => {
    console.info(`\n=== ${name}`);
    const code = await run(command, args, options);
    record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    return code === 0;
  });
}
/** Counts the tests a step's reports name; a crash without a report counts as one failure. */
function countReports(name, code, reportFiles, reader) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of reportFiles()) {
    const c = reader(file);
    if (!c) continue;
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.skipped += c.skipped;
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  record(name, counts);
}
/** A step whose report counts tests. */
function suite(name, command, args, reportFiles, reader, options) {
  return timed(name, async () => {
    console.info(`\n=== ${name}`);
    for (const file of reportFiles()) rmSync(file, { force: true });
    countReports(name, await run(command, args, options), reportFiles, reader);
  });
}
/** Runs the `jobs` (functions returning promises) at most `limit` at a time. */
async function pool(limit, jobs) {
  const queue = [...jobs];
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  }));
}

const pnpm = await timed('install', async () => {
  const found = await ensurePnpm();
  await installWorkspace(found);
  return found;
});
const missing = await timed('system packages', ensureSystemPackages);
for (const problem of missing) console.error(`Missing: ${problem}`);

process.env.TURBO_TELEMETRY_DISABLED = '1';
/** `turbo run` of one task or several ('lint typecheck'), two at a time. */
const turbo = (tasks, extra = []) => [pnpm, ['exec', 'turbo', 'run', ...tasks.split(' '), '--concurrency=2', '--continue', '--output-logs=new-only', ...extra]];
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(path.join(repoRoot, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repoRoot, group, entry.name)),
);
const vitestReports = () => workspaceDirs.map((dir) => path.join(dir, 'test-results/vitest.json')).filter((file) => existsSync(file));

await check('workspace lint (sherif)', pnpm, ['exec', 'sherif']);
await check('release files (workflows, Dockerfiles)', 'node', [path.join(repoRoot, 'tooling/scripts/check-release-files.mjs')]);
// One turbo run for both: each alone ends with one package's task running on one core (lint 56 s and
// typecheck 97 s one after the other, 124 s together). Every later step is CPU-bound on both cores:
// run side by side (the tests beside the builds) they took as long as one after the other.
const typesChecked = await check('lint and typecheck', ...turbo('lint typecheck'));
await suite(
  'unit and API tests (PGlite)',
  ...turbo('test'),
  vitestReports,
  vitestCounts,
  { env: { VITEST_REPORT_JSON: 'test-results/vitest.json' } },
);

// The API suite once more against a real PostgreSQL server started on a free loopback port.
await timed('API tests and proofs (PostgreSQL)', async () => {
  let postgres = null;
  try {
    postgres = await startPostgres();
    const url = await postgres.createDatabase('ornament_test');
    const report = path.join(repoRoot, 'apps/api/test-results/vitest-postgres.json');
    console.info('\n=== API tests (PostgreSQL)');
    rmSync(report, { force: true });
    const code = await run(pnpm, ['--filter', '@ornament/api', 'exec', 'vitest', 'run'], { env: { TEST_DATABASE_URL: url, VITEST_REPORT_JSON: report } });
    countReports('API tests (PostgreSQL)', code, () => [report], vitestCounts);
    // The invariants of the heavy proofs on the same server, at a size that proves them (their full
    // sizes, 200 shoppers and 1,000 sockets, are in `npm run bench`): no overselling and no double
    // orders when 50 shoppers race for the last 10 units through two replicas; every live message
    // delivered across replicas, and a killed socket misses nothing.
    for (const [name, script, env] of [
      ['checkout concurrency (PostgreSQL)', 'checkoutConcurrency.ts', { CHECKOUT_ATTEMPTS: '50' }],
      ['live channel (PostgreSQL)', 'liveChannelBench.ts', { LIVE_CLIENTS: '200' }],
    ]) {
      console.info(`\n=== ${name}`);
      const proof = await runCheckoutProof(script, postgres, `ornament_${script.replace('.ts', '').toLowerCase()}`, [], env);
      record(name, proof === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    }
  } catch (error) {
    console.error(`PostgreSQL pass not run: ${error.message}`);
    record('API tests (PostgreSQL)', { passed: 0, failed: 1 });
  } finally {
    await postgres?.stop();
  }
});

// A fresh clone (CI) has nothing to restore from turbo's cache, and writing three .next folders into
// it costs time no later step gets back: CI only reads it.
// Next checks the apps' types again as it builds (half a minute an app here) unless told the typecheck
// above passed (storefront.js; a lint failure alone makes it check them too).
const built = await check('build', ...turbo('build', process.env.CI ? ['--cache=local:r'] : []), typesChecked ? { env: { ORNAMENT_TYPES_CHECKED: '1' } } : {});
// The first-load JS budget (every route within +30 kB gz of an empty Next page built beside it).
const bundleBudget = () => check('first-load JS budget', 'node', [path.join(repoRoot, 'tooling/scripts/bench/bundle-size.mjs'), '--no-build', '--check']);

// Issue 19: the production profile started for real: the built API on PostgreSQL with production
// settings and no demo flag, YooKassa's local fake as its acquirer, and the main storefront in front;
// issue 20: both started from their artifacts, copied out of the checkout.
const productionProfileCheck = () => timed('production profile (PostgreSQL, artifacts)', async () => {
  const name = 'production profile check';
  let postgres = null;
  let artifacts = null;
  try {
    artifacts = await packArtifacts(pnpm, 'main');
    postgres = await startPostgres();
    const url = await postgres.createDatabase('ornament_live');
    const report = path.join(repoRoot, 'apps/api/test-results/vitest-live.json');
    console.info(`\n=== ${name}`);
    rmSync(report, { force: true });
    const code = await run(pnpm, ['--filter', '@ornament/api', 'exec', 'vitest', 'run', '--config', 'vitest.live.config.ts'], {
      env: { LIVE_CHECK_DATABASE_URL: url, LIVE_CHECK_API_DIR: artifacts.api, LIVE_CHECK_STOREFRONT_DIR: artifacts.storefront, VITEST_REPORT_JSON: report },
    });
    countReports(name, code, () => [report], vitestCounts);
  } catch (error) {
    console.error(`${name} not run: ${error.message}`);
    record(name, { passed: 0, failed: 1 });
  } finally {
    await postgres?.stop();
    if (artifacts) rmSync(artifacts.into, { recursive: true, force: true });
  }
});

// The storefronts' suites side by side: each starts its own API on its own in-memory database and
// its own storefront, so they share nothing but the CPU. The jobs are taken in order as a lane frees:
// diamant then kz in one lane, main in the other, followed there by issue 22's proof, then the checks
// that need only the build (the JS budget, the production profile) wherever a lane frees. The proof
// is the production-like stack (PostgreSQL, two API replicas, two main storefront replicas, Redis,
// HAProxy) under 30 virtual shoppers for 20 s with an API replica SIGKILLed mid-run, the database
// agreeing with the shoppers afterwards. The full runs (200 shoppers, 120 s,
// every fault) are `npm run bench:faults`.
const e2eConcurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? Math.min(2, os.availableParallelism())));
const e2eTimings = [];
const storefrontSuite = (app) => async () => {
  const name = `e2e ${app} (Chromium)`;
  if (!built || missing.some((m) => m.startsWith('chromium'))) {
    console.error(`${name} not run: ${built ? 'chromium is missing' : 'the build failed'}`);
    record(name, { passed: 0, failed: 1 });
    return;
  }
  const report = path.join(repoRoot, `apps/${app}/playwright-report/results.json`);
  rmSync(report, { force: true });
  const from = Date.now();
  const code = await runLabelled(app, pnpm, ['--filter', `@ornament/${app}`, 'exec', 'playwright', 'test'], {
    env: { CHROMIUM_PATH: journeyBrowserPath(), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  e2eTimings.push([`  e2e ${app}`, (Date.now() - from) / 60_000]);
  countReports(name, code, () => [report], playwrightCounts);
};
const faultProof = async () => {
  const name = 'load and fault proof (30 shoppers, API replica killed)';
  if (!built || missing.some((m) => /haproxy|redis/.test(m))) {
    console.error(`${name} not run: ${built ? 'haproxy or redis-server is missing' : 'the build failed'}`);
    record(name, { passed: 0, failed: 1 });
    return;
  }
  const from = Date.now();
  const code = await runLabelled('faults', process.execPath, ['--conditions=@ornament/source', path.join(repoRoot, 'tooling/scripts/bench/faults/run.mjs'), '--short', '--invariants-only']);
  e2eTimings.push(['  load and fault proof', (Date.now() - from) / 60_000]);
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
};
const afterBuild = built ? [bundleBudget, productionProfileCheck] : [];
await timed(`e2e, the checks on the build, the stack's proof (${e2eConcurrency} lanes)`, () =>
  pool(e2eConcurrency, [storefrontSuite('diamant'), storefrontSuite('main'), storefrontSuite('kz'), faultProof, ...afterBuild]));
timings.push(...e2eTimings);

const minutes = (Date.now() - started) / 60_000;
console.info(`\n${summary.join('\n')}`);
console.info('\nStep                                        minutes');
for (const [name, spent] of timings) console.info(`${name.padEnd(44)}${spent.toFixed(1).padStart(7)}`);
console.info(`${'total (budget 25)'.padEnd(44)}${minutes.toFixed(1).padStart(7)}`);
console.info(`\nnpm test took ${minutes.toFixed(1)} min${totals.skipped ? `; ${totals.skipped} skipped` : ''}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && missing.length === 0 ? 0 : 1);
