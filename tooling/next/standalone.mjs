#!/usr/bin/env node
// After `next build` (an app's build script runs it): makes the app's .next/standalone a whole
// artifact (issue 20), a directory that runs with `node apps/<app>/server.js` and environment
// variables only, with no checkout beside it. Next leaves out the static files and the public folder
// (meant for a CDN); they are copied in, so one directory serves everything. Next's own server.js is
// replaced by ours (serve.mjs: the client address rewritten before Next reads it), traced with
// @vercel/nft like Next traces its own, and started with the config the build froze.
// Usage, in an app's folder: storefront-standalone
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const appDir = process.cwd();
const standalone = path.join(appDir, '.next/standalone');
const appOut = path.join(standalone, path.relative(repoRoot, appDir));

if (!existsSync(path.join(appOut, 'server.js'))) {
  console.error(`No standalone build in ${path.relative(repoRoot, standalone)}: is output: 'standalone' set?`);
  process.exit(1);
}

cpSync(path.join(appDir, '.next/static'), path.join(appOut, '.next/static'), { recursive: true });
if (existsSync(path.join(appDir, 'public'))) cpSync(path.join(appDir, 'public'), path.join(appOut, 'public'), { recursive: true });

/** Copies one traced path (a file, a folder or a pnpm symlink) to the same place under standalone. */
function copyTraced(relative) {
  const from = path.join(repoRoot, relative);
  const to = path.join(standalone, relative);
  if (existsSync(to)) return;
  mkdirSync(path.dirname(to), { recursive: true });
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (stat.isDirectory()) mkdirSync(to, { recursive: true });
  else copyFileSync(from, to);
}

// Next traced itself for its server: only serve.mjs's other imports are traced here, and the link
// through which serve.mjs finds `next` points at the copy Next already made.
const serve = path.join(here, 'serve.mjs');
// The shared page cache (cache-handler.mjs) goes in too: the build froze a config without it, and the
// artifact's server.js names it when REDIS_URL is set where the artifact runs.
const cacheHandler = path.join(here, 'cache-handler.mjs');
const isNext = (file) => /(^|\/)node_modules\/next(\/|$)/.test(file) || /\.pnpm\/next@/.test(file);
const { fileList } = await nodeFileTrace([serve, cacheHandler], { base: repoRoot, ignore: isNext });
for (const file of [...fileList].sort()) copyTraced(file);
copyTraced(path.relative(repoRoot, path.join(here, 'node_modules/next')));

const serveFromApp = path.relative(appOut, path.join(standalone, path.relative(repoRoot, serve)));
const cacheHandlerFromApp = path.relative(appOut, path.join(standalone, path.relative(repoRoot, cacheHandler)));
writeFileSync(
  path.join(appOut, 'server.js'),
  `// Written by tooling/next/standalone.mjs: the storefront's artifact entry. Starts serve.mjs with the
// config the build froze (as Next's own server.js, which this replaces, does), from this folder. PORT, HOSTNAME,
// TRUST_PROXY and the app's settings (API_URL, ...) come from the environment.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { config } = JSON.parse(readFileSync(new URL('./.next/required-server-files.json', import.meta.url), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
process.env.NODE_ENV = 'production';
process.chdir(fileURLToPath(new URL('.', import.meta.url)));
await import(${JSON.stringify(`./${serveFromApp}`)});
`,
);
console.info(`✓ Artifact: ${path.relative(repoRoot, standalone)} (node ${path.relative(standalone, appOut)}/server.js)`);
