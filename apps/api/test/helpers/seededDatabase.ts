// A migrated, seeded database for a test file, made once per seed and copied after that. Opening
// PGlite runs initdb, the migrations and the seed: about ten seconds a file, most of the API
// suite's time. So the first file that needs a seed saves PGlite's data directory
// (`Database.dump()`) into the run's snapshot folder, and every later file on any worker opens a
// copy of it in about a second; a seed not made yet starts from a copy of the migrated, empty
// database, likewise kept. On PostgreSQL the first one builds a template database and the others
// are `CREATE DATABASE … TEMPLATE` copies.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db';
import type { Env } from '../../src/env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder that lives as long as one vitest run (test/globalSetup.ts). */
    snapshotDir: string;
    /** That run's id, in the names of its PostgreSQL template databases. */
    seedRunId: string;
  }
}

export interface Seed {
  /** Names what the seed makes; null for a seed that is not worth keeping (an empty one, a one-off). */
  key: string | null;
  run(db: Db): Promise<void>;
}

/**
 * A seed is kept under its name and source, for one vitest run (so a changed seed is never reused). Anonymous seeds (`async () => {}` written in a test) are
 * run every time: their source may close over values it does not show.
 */
export function seedKey(name: string, source: string): string {
  return `${inject('seedRunId')}_${createHash('sha256').update(`${name}\n${source}`).digest('hex').slice(0, 16)}`;
}

export async function openSeededPglite(env: Env, seed: Seed): Promise<Database> {
  const file = seed.key ? snapshotFile(seed.key) : null;
  if (file && existsSync(file)) return openDatabase(env, { loadDataDir: snapshotOf(file) });
  const database = await openMigratedPglite(env);
  await seed.run(database.db);
  if (file) await keep(database, file);
  return database;
}

/**
 * A migrated, empty database: initdb and the migrations (about five seconds) once a run, and a copy
 * (about one) for every seed made after, anonymous ones included.
 */
async function openMigratedPglite(env: Env): Promise<Database> {
  const file = snapshotFile(`${inject('seedRunId')}_migrated`);
  if (existsSync(file)) return openDatabase(env, { loadDataDir: snapshotOf(file) });
  const database = await openDatabase(env);
  await database.migrate();
  await keep(database, file);
  return database;
}

const snapshotFile = (key: string) => path.join(inject('snapshotDir'), `${key}.tar`);
const snapshotOf = (file: string) => new Blob([readFileSync(file)]);

/** Two workers may make the same snapshot at once: each writes its own file and renames it into place. */
async function keep(database: Database, file: string): Promise<void> {
  if (!database.dump) return;
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
  renameSync(partial, file);
}

/**
 * A fresh database named `name` on the server, seeded: a copy of the seed's template database,
 * which the first caller builds under an advisory lock while the others wait for it.
 */
export async function createSeededPostgres(server: string, name: string, seed: Seed): Promise<string> {
  const urlOf = (database: string) => Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    if (!seed.key) {
      await admin.query(`CREATE DATABASE ${name}`);
      await migrateAndSeed(urlOf(name), seed);
      return urlOf(name);
    }
    const template = `tpl_${seed.key}`;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!rowCount) {
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        await migrateAndSeed(urlOf(building), seed);
        await waitUntilIdle(admin, building);
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return urlOf(name);
  } finally {
    await admin.end();
  }
}

/**
 * The pool's clients may still be saying goodbye when close() resolves; a rename, a copy or a drop
 * would then fail or kill them mid-way. Wait for them first.
 */
export async function waitUntilIdle(admin: pg.Client, database: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

async function migrateAndSeed(url: string, seed: Seed): Promise<void> {
  const database = await openDatabase({ DATABASE_URL: url, PGLITE_DATA_DIR: 'memory://' });
  try {
    await database.migrate();
    await seed.run(database.db);
  } finally {
    await database.close();
  }
}
