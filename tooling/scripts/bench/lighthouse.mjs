// Lighthouse mobile on the production builds of the storefronts, in Debian's Chromium; nothing is
// downloaded at run time. Issue 18's target: home, catalogue, product and basket each ≥ 95 and at
// most 3 points under an empty Next page (built with our Next version) audited in the same run, LCP
// ≤ 1.8 s, CLS 0.
// Per page: the median run's performance, accessibility, best-practices and SEO scores with LCP, TBT
// and CLS, then the performance opportunities of any page under 97 with their estimated savings.
// Each median report is kept as JSON under .cache/bench/lighthouse/ for a closer look. Prints;
// asserts nothing. The CPU benchmark index Lighthouse measured is printed: a busy machine scores lower.
// Usage: node tooling/scripts/bench/lighthouse.mjs [--app main|diamant|kz ...] [--runs N] [--products N] [--no-build]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../lib/process.mjs';
import { chromiumFlags, chromiumPath } from '../lib/system.mjs';
import { benchDataDir, productsArgument, startApi } from './apiServer.mjs';
import { articles, twoFacetPaths } from './catalogPaths.mjs';
import { appDir, buildApps, pnpmLocked, serveNext, storefrontPorts } from './nextServer.mjs';

const goal = { issue: 95, guide: 97 };
const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const appsArg = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--app' ? [arg] : []));
const apps = appsArg.length > 0 ? appsArg : ['main', 'diamant', 'kz'];
const runsAt = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsAt === -1 ? 3 : process.argv[runsAt + 1]) || 3);
if (apps.some((a) => !['main', 'diamant', 'kz'].includes(a))) {
  console.error('--app takes main, diamant or kz');
  process.exit(1);
}

/** The pages to audit: home, catalogue, catalogue with two facets, product and its reviews. */
async function pagesOf(app, apiBase) {
  const section = app === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';
  const [article] = await articles(apiBase, 1, section);
  const product = `/product/${encodeURIComponent(article)}/`;
  const pages = { home: '/', catalogue: `/${section}/`, product, basket: '/basket/', reviews: `${product}reviews/` };
  if (app !== 'diamant') pages['catalogue, two facets'] = (await twoFacetPaths(apiBase, { section }))[0];
  return pages;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** The run with the median performance score, as Lighthouse's own docs advise for noisy machines. */
function median(reports) {
  const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor(sorted.length / 2)];
}

/** Failing performance audits with estimated savings, biggest first. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.overallSavingsMs > 0 || a.details?.overallSavingsBytes > 0 || Object.values(a.metricSavings ?? {}).some((v) => v > 0)))
    .map((a) => ({
      title: a.title,
      ms: a.details?.overallSavingsMs ?? 0,
      kb: (a.details?.overallSavingsBytes ?? 0) / 1024,
      metrics: Object.entries(a.metricSavings ?? {}).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`),
      display: a.displayValue ?? '',
    }))
    .sort((a, b) => b.ms - a.ms || b.kb - a.kb)
    .slice(0, 5);
}

/** Requests the page made that failed (say, the build was replaced under `next start`). */
function failedRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((r) => r.statusCode >= 400).map((r) => `${r.statusCode} ${new URL(r.url).pathname}`);
}

let emptyScore = 100;

/** Issue 18's verdict for a page: ≥ 95, within 3 points of the empty page, LCP ≤ 1.8 s, CLS 0. */
function target(lhr) {
  const perf = score(lhr, 'performance');
  const pass = perf >= goal.issue && perf >= emptyScore - 3 && metric(lhr, 'largest-contentful-paint') <= 1800 && metric(lhr, 'cumulative-layout-shift') === 0;
  return `${pass ? 'PASS' : 'FAIL'} (≥ ${Math.max(goal.issue, emptyScore - 3)}, LCP ≤ 1.8 s, CLS 0)`;
}

function row(name, lhr) {
  const cells = [
    ...categories.map((c) => String(score(lhr, c)).padStart(c === 'best-practices' ? 15 : c.length + 1)),
    `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(9),
    `${Math.round(metric(lhr, 'total-blocking-time'))} ms`.padStart(9),
    metric(lhr, 'cumulative-layout-shift').toFixed(3).padStart(7),
  ];
  const perf = score(lhr, 'performance');
  return `${name.padEnd(34)}${cells.join('')}   ${target(lhr)}`;
}

const products = productsArgument();
const reportDir = path.join(repoRoot, '.cache/bench/lighthouse');
mkdirSync(reportDir, { recursive: true });
await buildApps(apps);
const { ports, allowedOrigins } = await storefrontPorts(apps);
const { api, base: apiBase } = await startApi({ PGLITE_DATA_DIR: await benchDataDir(products), ALLOWED_ORIGINS: allowedOrigins }, products);
const below = [];
try {
  // The yardstick first, in the same run: the empty page's score on this machine, now.
  if (!process.argv.includes('--no-build')) await pnpmLocked(['--filter', '@ornament/empty-next', 'run', 'bench:build'], { stdio: 'ignore' });
  const empty = await serveNext(path.join(repoRoot, 'tooling/empty-next'));
  try {
    const reports = [];
    for (let i = 0; i < runs; i++) reports.push(await audit(`${empty.origin}/`));
    const lhr = median(reports);
    emptyScore = score(lhr, 'performance');
    console.info(`
empty Next page, ${runs === 1 ? 'one run' : `median of ${runs} runs`}, mobile`);
    console.info(`${'page'.padEnd(34)} performance accessibility best-practices  seo      LCP      TBT     CLS`);
    console.info(row('empty /', lhr));
  } finally {
    empty.service.stop();
  }
  for (const app of apps) {
    const { service, origin } = await serveNext(appDir(app), { API_URL: apiBase }, ports[app]);
    try {
      const pages = await pagesOf(app, apiBase);
      for (const pagePath of Object.values(pages)) await (await fetch(origin + pagePath)).arrayBuffer();
      console.info(`\n${app} (${origin}), Lighthouse ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, mobile`);
      console.info(`${'page'.padEnd(34)} performance accessibility best-practices  seo      LCP      TBT     CLS`);
      for (const [name, pagePath] of Object.entries(pages)) {
        const reports = [];
        for (let i = 0; i < runs; i++) reports.push(await audit(origin + pagePath));
        const lhr = median(reports);
        const slug = `${app}-${name.replace(/[^a-z0-9]+/g, '-')}`;
        writeFileSync(path.join(reportDir, `${slug}.json`), JSON.stringify(lhr));
        console.info(`${row(`${name} ${pagePath}`.slice(0, 33), lhr)}   cpu index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}`);
        const failed = failedRequests(lhr);
        if (failed.length > 0) console.info(`    ${failed.length} requests failed, so the scores are not the page's: ${failed.slice(0, 3).join(', ')}`);
        if (score(lhr, 'performance') < goal.guide) below.push({ page: `${app} ${name} ${pagePath}`, lhr });
        for (const c of ['accessibility', 'best-practices', 'seo']) {
          if (score(lhr, c) < 100) {
            const audits = lhr.categories[c].auditRefs.map((r) => lhr.audits[r.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
            if (audits.length > 0) console.info(`    ${c}: ${audits.map((a) => `${a.title}${a.explanation ? ` (${a.explanation})` : ''}`).join('; ')}`);
          }
        }
      }
    } finally {
      service.stop();
    }
  }
} finally {
  api.stop();
}

for (const { page, lhr } of below) {
  console.info(`\nOpportunities on ${page} (performance ${score(lhr, 'performance')}):`);
  const found = opportunities(lhr);
  if (found.length === 0) console.info('    none listed with savings');
  for (const o of found) console.info(`    ${o.title}: ${[o.ms > 0 ? `${Math.round(o.ms)} ms` : null, o.kb > 0 ? `${o.kb.toFixed(1)} KiB` : null, ...o.metrics].filter(Boolean).join(', ')}${o.display ? ` (${o.display})` : ''}`);
}
