// Starts a throwaway PostgreSQL server on a free loopback port, for the API suite and benchmarks.
// The server refuses to run as root, so as root it runs as the `postgres` user.
import { existsSync, mkdtempSync, chmodSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capture, freePort, isRoot, run } from './process.mjs';

export function findPostgresBin() {
  const candidates = [];
  const onPath = capture('sh', ['-c', 'command -v pg_ctl']);
  // /usr/local/bin may hold only links to a few of the tools: follow them to the real bin folder.
  if (onPath) candidates.push(path.dirname(realpathSync(onPath)));
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) ?? null;
}

/** runuser lives in sbin, which a root shell's PATH may lack. */
function runuserPath() {
  return capture('sh', ['-c', 'command -v runuser']) || ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) || 'runuser';
}

function asPostgres(args) {
  // runuser keeps the environment small and needs no password; only used when we are root.
  return isRoot() ? [runuserPath(), ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
}

export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL (initdb, pg_ctl) is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ornament-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot()) await run('chown', ['-R', 'postgres', dir]);
  const [initCmd, initArgs] = asPostgres([path.join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if ((await run(initCmd, initArgs, { stdio: 'ignore' })) !== 0) throw new Error('initdb failed');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const [ctlCmd, ctlArgs] = asPostgres([path.join(bin, 'pg_ctl'), '-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  if ((await run(ctlCmd, ctlArgs, { stdio: 'ignore' })) !== 0) throw new Error(`pg_ctl start failed (see ${dir}/log)`);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async createDatabase(name) {
      const [cmd, args] = asPostgres([path.join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      if ((await run(cmd, args, { stdio: 'ignore' })) !== 0) throw new Error(`createdb ${name} failed`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      const [cmd, args] = asPostgres([path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await run(cmd, args, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
