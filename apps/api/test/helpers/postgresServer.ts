// A PostgreSQL server of a test's own, which the test may stop and start again (the outage tests):
// tooling/scripts/lib/postgres.mjs starts the suite's shared server, whose stop also deletes it. The
// same recipe: Debian's binaries, a data dir under a temp folder, a free loopback port, run as the
// `postgres` user when we are root (the server refuses to run as root).
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort().reverse();
  return versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'pg_ctl'))) ?? null;
}

const isRoot = () => process.getuid?.() === 0;
const runuser = () => ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';

async function asPostgres(command: string, args: string[]): Promise<void> {
  if (isRoot()) await run(runuser(), ['-u', 'postgres', '--', command, ...args]);
  else await run(command, args);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  /** postgres://…/postgres */
  url: string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop: 'fast' ends sessions with 57P01; 'immediate' drops them like a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL (initdb, pg_ctl) is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ornament-pg-outage-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot()) await run('chown', ['-R', 'postgres', dir]);
  await asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate') => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      await asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    async remove() {
      await stop('fast').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
