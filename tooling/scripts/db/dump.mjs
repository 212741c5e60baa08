// pg_dump / pg_restore with PostgreSQL 15's own tools (lib/postgres.mjs finds its bin folder), for
// `npm run db:backup` and `npm run db:restore` (README "Operations"). The custom format (-Fc):
// compressed, restorable table by table, and consistent: pg_dump reads one snapshot, so a backup
// taken while the shop writes holds every transaction committed before it began and none after.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from '../lib/postgres.mjs';

function tool(name, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(postgresBinDir(), name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${name} exited ${code}: ${err.trim()}`))));
  });
}

/** Writes a custom-format dump of `databaseUrl` to `file`. */
export async function backupDatabase(databaseUrl, file) {
  await tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** Runs one SQL statement with psql; resolves to its unaligned rows. */
export async function sql(databaseUrl, statement) {
  return (await tool('psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', statement])).trim();
}

/**
 * Restores a dump into an existing, empty database (create it first: `createdb`, or CREATE DATABASE).
 * Refuses a database that already has tables: a restore never merges into live data.
 */
export async function restoreDatabase(file, databaseUrl) {
  const tables = Number(await sql(databaseUrl, "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')"));
  if (tables > 0) throw new Error(`the target database already has ${tables} tables: restore into a new, empty one`);
  await tool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
}
