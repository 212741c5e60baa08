// System packages the test run needs: Debian's Chromium for Playwright and PostgreSQL for the
// API suite's second pass. As root they are installed when absent; otherwise we say what is missing.
import { existsSync } from 'node:fs';
import { findPostgresBin } from './postgres.mjs';
import { isRoot, run } from './process.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let aptUpdated = false;
async function aptInstall(pkg) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  return (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env })) === 0;
}

/** Returns a list of problems; empty when everything is there. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) {
    if (isRoot()) {
      console.info('Installing Debian chromium for the browser tests …');
      if (!(await aptInstall('chromium'))) missing.push('chromium (apt-get install -y chromium failed)');
    } else missing.push(`chromium at ${chromiumPath}: run \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH`);
  }
  if (!findPostgresBin()) {
    if (isRoot()) {
      console.info('Installing Debian PostgreSQL for the API suite …');
      if (!(await aptInstall('postgresql'))) missing.push('postgresql (apt-get install -y postgresql failed)');
    } else missing.push('PostgreSQL server binaries (initdb, pg_ctl): run `sudo apt-get install -y postgresql`');
  }
  return missing;
}
