// The artifacts a release ships (issue 20), copied out of the checkout so that nothing in it can
// stand in for what they lack: the API as `pnpm deploy` makes it (dist/ and its production
// node_modules; the Dockerfile does the same) and a storefront's standalone directory.
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, run } from './process.mjs';

/** Packs the API and one storefront's artifacts into a new temporary folder; answers their paths. */
export async function packArtifacts(pnpm, storefront) {
  const into = mkdtempSync(path.join(os.tmpdir(), 'ornament-artifacts-'));
  const api = path.join(into, 'api');
  const code = await run(pnpm, ['--filter', '@ornament/api', 'deploy', '--prod', '--legacy', api]);
  if (code !== 0) throw new Error(`pnpm deploy of the API failed (${code})`);
  const site = path.join(into, storefront);
  // pnpm's links are relative: copied as they are, they point inside the copy.
  cpSync(path.join(repoRoot, 'apps', storefront, '.next/standalone'), site, { recursive: true, verbatimSymlinks: true });
  return { into, api, storefront: site };
}
