// Shared by the storefront benches: build the apps they serve and run one with `next start`.
import path from 'node:path';
import { capture, freePort, repoRoot, run, startService, waitForUrl } from '../lib/process.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';

/** Runs pnpm with `args` holding the machine's build lock, so two builds never share the cores. */
export async function pnpmLocked(args, options = {}) {
  const pnpm = await ensurePnpm();
  const hasFlock = capture('sh', ['-c', 'command -v flock']) !== null;
  return hasFlock ? run('flock', ['/tmp/ornament-build.lock', pnpm, ...args], options) : run(pnpm, args, options);
}

/** Builds the API and the given apps (package names without the scope) unless --no-build is passed. */
export async function buildApps(apps) {
  if (process.argv.includes('--no-build')) return;
  const args = ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only', '--filter=@ornament/api', ...apps.map((a) => `--filter=@ornament/${a}`)];
  if ((await pnpmLocked(args)) !== 0) throw new Error(`build of ${apps.join(', ')} failed`);
}

/**
 * A storefront's server (tooling/next/serve.mjs, as `npm start` runs it) in an app's folder, or
 * `next start` in tooling/empty-next's, on `port` or a free one.
 */
export async function serveNext(cwd, env = {}, port = undefined) {
  port ??= await freePort();
  const isStorefront = path.resolve(cwd).startsWith(path.join(repoRoot, 'apps') + path.sep);
  const command = isStorefront ? [path.join(repoRoot, 'tooling/next/serve.mjs')] : [path.join(cwd, 'node_modules/next/dist/bin/next'), 'start'];
  const service = startService('next', 'node', [...command, '-p', String(port)], { cwd, quiet: true, env: { NODE_ENV: 'production', ...env } });
  const exited = new Promise((resolve) => service.child.once('exit', () => resolve(false)));
  if (!(await Promise.race([waitForUrl(`http://127.0.0.1:${port}/`, 120_000), exited]))) {
    service.stop();
    throw new Error(`next start failed in ${cwd}`);
  }
  return { service, origin: `http://127.0.0.1:${port}` };
}

export const appDir = (app) => path.join(repoRoot, 'apps', app);

/** Ports for the storefronts chosen before the API starts, so its Origin check lets their pages write. */
export async function storefrontPorts(apps) {
  const ports = {};
  for (const app of apps) ports[app] = await freePort();
  const allowedOrigins = Object.values(ports).map((port) => `http://127.0.0.1:${port}`).join(',');
  return { ports, allowedOrigins };
}
