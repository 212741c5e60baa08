// Makes sure pnpm 10.34.9 is available (a fresh machine has only Node and npm) and installs the
// workspace. pnpm goes into .cache/pnpm inside the repo, so no global install or root is needed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { capture, repoRoot, run } from './process.mjs';

const PNPM_VERSION = '10.34.9';

export async function ensurePnpm() {
  if (capture('pnpm', ['--version']) === PNPM_VERSION) return 'pnpm';
  const binDir = path.join(repoRoot, '.cache/pnpm/node_modules/.bin');
  const local = path.join(binDir, 'pnpm');
  if (!existsSync(local)) {
    console.info(`Installing pnpm ${PNPM_VERSION} into .cache/pnpm …`);
    const code = await run('npm', ['install', '--prefix', '.cache/pnpm', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`]);
    if (code !== 0) throw new Error('npm could not install pnpm');
  }
  // turbo runs each task through the package manager it finds on PATH: without this, a machine
  // without a global pnpm fails every turbo task with "Unable to find package manager binary".
  process.env.PATH = `${binDir}${path.delimiter}${process.env.PATH ?? ''}`;
  return local;
}

export async function installWorkspace(pnpm) {
  const code = await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: process.env.CI ?? '' },
  });
  if (code !== 0) throw new Error('pnpm install failed');
}
