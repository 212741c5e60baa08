// Where a page load's main-thread JavaScript time goes, in Chromium: for the empty Next page and
// the storefront's home, catalogue and basket (or the paths given), the browser's CPU profile of a
// first visit (a fresh context each run), summed over the runs and divided by them:
//   - busy milliseconds per load (everything but idle);
//   - self time by source (a package, or a file with BY_FILE=1);
//   - the functions with most self time;
//   - inclusive time by source file, callees counted: a module's top level shows what importing it
//     costs, a component what rendering it costs;
//   - the longest busy stretches of the slowest load (samples between two idle ones, about one task
//     each) and the functions they spend most in, callees counted, the framework's runtime left out:
//     TBT is made of such stretches, four times over, and a long one matters more than its share.
// The browser's profile names minified chunks; a build made with ORNAMENT_SOURCE_MAPS=1 carries source
// maps, and the profile is mapped through them to our sources and the packages'. Issue 18's
// Lighthouse gap is this time, four times over on a throttled phone. Prints; asserts nothing.
// Usage: node tooling/scripts/bench/page-cpu.mjs [--app main|diamant|kz] [--runs N] [--rate N] [--no-build] [path ...]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FlattenMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { repoRoot } from '../lib/process.mjs';
import { chromiumFlags, chromiumPath } from '../lib/system.mjs';
import { benchDataDir, startApi } from './apiServer.mjs';
import { appDir, buildApps, serveNext, storefrontPorts } from './nextServer.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const app = option('--app', 'main');
const runs = Math.max(1, Number(option('--runs', 3)) || 3);
// Chromium's own CPU slowdown (DevTools' "4× slowdown", as Lighthouse's mobile preset assumes).
const rate = Math.max(1, Number(option('--rate', 1)) || 1);
const byFile = process.env.BY_FILE === '1';
const valued = new Set(['--app', '--runs', '--rate']);
const givenPaths = process.argv.slice(2).filter((arg, i, all) => arg.startsWith('/') && !valued.has(all[i - 1]));
const section = app === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';
const paths = givenPaths.length > 0 ? givenPaths : ['/', `/${section}/`, '/basket/'];

/** Source maps of one served build, read from its .next/static/chunks by each chunk's own comment. */
function sourceMaps(chunksDir) {
  const maps = new Map();
  return (url) => {
    const name = url.split('/_next/static/chunks/')[1];
    if (!name) return null;
    if (!maps.has(name)) {
      const file = path.join(chunksDir, name);
      const comment = existsSync(file) ? /sourceMappingURL=(\S+)/.exec(readFileSync(file, 'utf8')) : null;
      const mapFile = comment ? path.join(chunksDir, comment[1]) : '';
      maps.set(name, mapFile && existsSync(mapFile) ? new FlattenMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(name);
  };
}

/** 'nm:zod/v4/core/core.js', 'packages/domain/src/format/number.ts', or the chunk's path. */
function sourceName(source) {
  return source.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'nm:').replace(/^.*\/(packages|apps)\//, '$1/');
}

function packageOf(file) {
  if (file.startsWith('nm:')) return file.split('/').slice(0, file.startsWith('nm:@') ? 2 : 1).join('/');
  const ours = /^((?:packages|apps)\/[^/]+)\//.exec(file);
  return ours ? ours[1] : file;
}

async function profileLoads(browser, url, mapFor) {
  const self = new Map();
  const functions = new Map();
  const inclusive = new Map();
  let busy = 0;
  let mapped = false;
  let slowest = { busy: -1, stretches: [] };
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    const frames = new Map();
    const frameOf = (id) => {
      if (!frames.has(id)) {
        const { url: script, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
        const map = mapFor(script);
        const position = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
        if (position?.source) mapped = true;
        const file = position?.source ? sourceName(position.source) : script ? script.replace(/^https?:\/\/[^/]+/, '') : `(${functionName})`;
        frames.set(id, { file, name: `${position?.name ?? (functionName || '(anonymous)')} ${file}${position?.line ? `:${position.line}` : ''}` });
      }
      return frames.get(id);
    };
    const stretches = [];
    let stretch = null;
    let loadBusy = 0;
    let clock = profile.startTime;
    profile.samples.forEach((id, at) => {
      clock += profile.timeDeltas[at];
      if (nodes.get(id).callFrame.functionName === '(idle)') {
        stretch = null;
        return;
      }
      const ms = profile.timeDeltas[at] / 1000;
      busy += ms;
      loadBusy += ms;
      if (!stretch) stretches.push((stretch = { at: (clock - profile.startTime) / 1000, ms: 0, samples: [] }));
      stretch.ms += ms;
      stretch.samples.push([id, ms]);
      const frame = frameOf(id);
      add(self, byFile ? frame.file : packageOf(frame.file), ms);
      add(functions, frame.name, ms);
      const seen = new Set();
      for (let up = id; up !== undefined; up = parents.get(up)) {
        const { file } = frameOf(up);
        if (file.startsWith('(') || seen.has(file)) continue;
        seen.add(file);
        add(inclusive, file, ms);
      }
    });
    if (loadBusy > slowest.busy) slowest = { busy: loadBusy, stretches: longestStretches(stretches, parents, frameOf) };
  }
  return { busy: busy / runs, self, functions, inclusive, mapped, stretches: slowest.stretches };
}

// Frames of the framework itself (module runtime, React's work loop, the scheduler, Next's bootstrap)
// are in every stretch; what matters is which of the page's modules and components they run.
const frameworkFrame = /^\(|turbopack:\/\/\/\[turbopack\]|react-dom-client|scheduler\.production|nm:next\/src\/client\/app-(index|bootstrap|next)/;

/** The four longest stretches, each with the functions it spends most in, callees included. */
function longestStretches(stretches, parents, frameOf) {
  return [...stretches]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map(({ at, ms, samples }) => {
      const within = new Map();
      for (const [id, sampleMs] of samples) {
        const seen = new Set();
        for (let up = id; up !== undefined; up = parents.get(up)) {
          const { name, file } = frameOf(up);
          if (frameworkFrame.test(file) || seen.has(name)) continue;
          seen.add(name);
          within.set(name, (within.get(name) ?? 0) + sampleMs);
        }
      }
      return { at, ms, top: [...within].sort((a, b) => b[1] - a[1]).slice(0, 6) };
    });
}

function print(title, table, rows) {
  console.info(`  ${title}`);
  for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.info(`  ${(ms / runs).toFixed(1).padStart(8)}  ${key}`);
}

await buildApps([app]);
const { ports, allowedOrigins } = await storefrontPorts([app]);
const products = 5000;
const { api, base: apiBase } = await startApi({ PGLITE_DATA_DIR: await benchDataDir(products), ALLOWED_ORIGINS: allowedOrigins }, products);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const targets = [{ dir: path.join(repoRoot, 'tooling/empty-next'), env: {}, port: undefined, paths: ['/'], label: 'empty Next page' }, { dir: appDir(app), env: { API_URL: apiBase }, port: ports[app], paths, label: app }];
  for (const target of targets) {
    const { service, origin } = await serveNext(target.dir, target.env, target.port);
    try {
      const mapFor = sourceMaps(path.join(target.dir, '.next/static/chunks'));
      for (const pagePath of target.paths) {
        await (await fetch(origin + pagePath)).arrayBuffer(); // rendered once, so the profile is of a cached page
        const result = await profileLoads(browser, origin + pagePath, mapFor);
        console.info(`\n${target.label} ${pagePath}: ${result.busy.toFixed(0)} ms of main-thread work per load (${runs} loads${rate > 1 ? `, CPU ${rate}× slower` : ''})`);
        if (!result.mapped && target.label !== 'empty Next page') console.info('  (no source maps in this build: rebuild with ORNAMENT_SOURCE_MAPS=1 to see sources)');
        print(byFile ? 'self time by file' : 'self time by package', result.self, 15);
        print('functions, self time', result.functions, 15);
        print('by file, callees included', result.inclusive, 25);
        console.info('  longest busy stretches of the slowest load (ms into it: length; what runs in it, callees included)');
        for (const { at, ms, top } of result.stretches) {
          console.info(`  ${at.toFixed(0).padStart(6)} ms: ${ms.toFixed(1)} ms`);
          for (const [name, inside] of top) console.info(`  ${inside.toFixed(1).padStart(12)}  ${name}`);
        }
      }
    } finally {
      service.stop();
    }
  }
} finally {
  await browser.close();
  api.stop();
}
