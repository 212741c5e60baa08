// System packages the test run needs: Debian's Chromium (the browser for Lighthouse, its headless
// shell for the journeys), PostgreSQL for the API suite's second pass, HAProxy and Redis for the
// production-like stack's fault proof. As root they are installed when absent; otherwise we say what
// is missing.
import { existsSync } from 'node:fs';
import { findPostgresBin } from './postgres.mjs';
import { capture, isRoot, run } from './process.mjs';

/** The whole browser: Lighthouse measures pages in it, as a shopper's Chromium renders them. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink and V8 as
 * `chromium`), which the journeys drive as Playwright does by default: without the full browser's
 * compositing and services it spends about a quarter less CPU a page here. The binary itself, not
 * the /usr/bin wrapper, which would leave the browser running when Playwright stops the wrapper.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The switches Chromium needs on this kind of machine (DEVELOPERS.md): no sandbox as root, no GPU, no calls home. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The browser for the journeys: the headless shell, or the whole browser where the shell could not be installed. */
export const journeyBrowserPath = () => (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

const liberationFontDirs = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2'];

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
  // Arial's metric twin, as a shopper's system has Arial or one (Debian's chromium only recommends it):
  // the storefronts' font stand-ins name it (ui-kit themes/fontStacks.css.ts), and a journey checks them.
  if (!liberationFontDirs.some((dir) => existsSync(dir))) {
    if (isRoot()) {
      console.info('Installing Debian fonts-liberation for the browser tests …');
      if (!(await aptInstall('fonts-liberation'))) missing.push('fonts-liberation (apt-get install -y fonts-liberation failed)');
    } else missing.push('Liberation fonts: run `sudo apt-get install -y fonts-liberation`');
  }
  // A saving, not a need: without the shell the journeys run in the whole browser.
  if (!existsSync(headlessShellPath)) {
    if (isRoot()) {
      console.info('Installing Debian chromium-headless-shell for the journeys …');
      if (!(await aptInstall('chromium-headless-shell'))) console.warn('chromium-headless-shell could not be installed: the journeys use the whole browser');
    } else console.warn(`No headless shell at ${headlessShellPath} (\`sudo apt-get install -y chromium-headless-shell\`): the journeys use the whole browser`);
  }
  if (!findPostgresBin()) {
    if (isRoot()) {
      console.info('Installing Debian PostgreSQL for the API suite …');
      if (!(await aptInstall('postgresql'))) missing.push('postgresql (apt-get install -y postgresql failed)');
    } else missing.push('PostgreSQL server binaries (initdb, pg_ctl): run `sudo apt-get install -y postgresql`');
  }
  // The stack's balancer and shared page cache (tooling/scripts/stack), found by command name.
  for (const [command, pkg] of [
    ['haproxy', 'haproxy'],
    ['redis-server', 'redis-server'],
  ]) {
    if (commandExists(command)) continue;
    if (isRoot()) {
      console.info(`Installing Debian ${pkg} for the production-like stack …`);
      if (!(await aptInstall(pkg)) || !commandExists(command)) missing.push(`${pkg} (apt-get install -y ${pkg} failed)`);
    } else missing.push(`${command}: run \`sudo apt-get install -y ${pkg}\``);
  }
  return missing;
}

/** Whether a command is on PATH, or in sbin, which a root shell's PATH may lack (HAProxy lives there). */
function commandExists(command) {
  return Boolean(capture('sh', ['-c', `command -v ${command}`])) || ['/usr/sbin', '/sbin'].some((dir) => existsSync(`${dir}/${command}`));
}
