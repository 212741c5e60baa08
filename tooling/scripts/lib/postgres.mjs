// Starts a throwaway PostgreSQL server on a free loopback port, for the API suite and benchmarks.
// The server refuses to run as root, so as root it runs as the `postgres` user.
import { existsSync, mkdtempSync, chmodSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capture, freePort, isRoot, run } from './process.mjs';

export function findPostgresBin() {
  const candidates = [];
  // Debian's PostgreSQL 15 first: its pg_dump matches the server the scripts start.
  if (existsSync('/usr/lib/postgresql/15/bin/pg_ctl')) candidates.push('/usr/lib/postgresql/15/bin');
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

export function asPostgres(args) {
  // runuser keeps the environment small and needs no password; only used when we are root.
  return isRoot() ? [runuserPath(), ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
}

/** The bin folder of PostgreSQL 15 when present (pg_dump must not be older than the server), else any. */
export function postgresBinDir() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL (initdb, pg_ctl) is not installed');
  return bin;
}

/**
 * Starts a throwaway server. `stop()` stops it and deletes its data (what the suites and benches
 * want); `halt()`, `start()` and `restart()` stop, start and restart it keeping the data folder and
 * the port, for fault tests (a database that goes away and comes back).
 * @param {{ listen?: string }} [options] listen: listen_addresses (127.0.0.1 by default)
 */
export async function startPostgres({ listen = '127.0.0.1' } = {}) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ornament-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot()) await run('chown', ['-R', 'postgres', dir]);
  const [initCmd, initArgs] = asPostgres([path.join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if ((await run(initCmd, initArgs, { stdio: 'ignore' })) !== 0) throw new Error('initdb failed');
  const options = `-p ${port} -k ${dir} -c listen_addresses=${listen} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const pgCtl = async (action, ...extra) => {
    const [cmd, args] = asPostgres([path.join(bin, 'pg_ctl'), '-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', ...extra, action]);
    return (await run(cmd, args, { stdio: 'ignore' })) === 0;
  };
  if (!(await pgCtl('start'))) throw new Error(`pg_ctl start failed (see ${dir}/log)`);
  let removed = false;
  return {
    port,
    dir,
    dataDir,
    bin,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async createDatabase(name) {
      const [cmd, args] = asPostgres([path.join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      if ((await run(cmd, args, { stdio: 'ignore' })) !== 0) throw new Error(`createdb ${name} failed`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /** The postmaster's pid while it runs, else null. */
    pid() {
      try {
        return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
      } catch {
        return null;
      }
    },
    /**
     * Stops the server, keeping its data. 'fast' ends open sessions (57P01); 'immediate' drops them
     * as a crash would (the next start recovers).
     * @param {'fast' | 'immediate'} [mode]
     */
    async halt(mode = 'fast') {
      if (!(await pgCtl('stop', '-m', mode))) throw new Error(`pg_ctl stop failed (see ${dir}/log)`);
    },
    /** Starts a halted server again on the same port and data. */
    async start() {
      if (!(await pgCtl('start'))) throw new Error(`pg_ctl start failed (see ${dir}/log)`);
    },
    /** Stops and starts it, cutting every connection, keeping its data. */
    async restart() {
      if (!(await pgCtl('restart', '-m', 'fast'))) throw new Error(`pg_ctl restart failed (see ${dir}/log)`);
    },
    /** Stops the server and deletes its data. */
    async stop() {
      if (removed) return;
      removed = true;
      await pgCtl('stop', '-m', 'fast');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
