// One Drizzle code path over two drivers: the embedded PGlite (default) and PostgreSQL through `pg`.
// Everything above this file sees only `Db`, the common PgDatabase supertype of both.
import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrationsFolder';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly driver: DbDriver;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload committed by any process on the same
   * database (PostgreSQL), or by this process (PGlite, single process). Resolves to the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, for `openDatabase(config, { loadDataDir })`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PgliteStart {
  /**
   * A data directory saved by `Database.dump()`: PGlite opens it instead of running initdb, so a
   * migrated, seeded database costs a second instead of ten (the API test suite's per-file start).
   */
  loadDataDir?: Blob;
}

export interface DatabaseConfig {
  DATABASE_URL?: string | undefined;
  PGLITE_DATA_DIR: string;
}

export async function openDatabase(config: DatabaseConfig, start: PgliteStart = {}): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.PGLITE_DATA_DIR, start);
}

/**
 * For the server and the seed command on PGlite. PGlite is PostgreSQL compiled to WebAssembly, and
 * V8 first compiles it with its baseline compiler, re-compiling a function with the optimising one
 * only after it has run for a while: the first few hundred queries after a start ran 2–15 times
 * slower (an autocomplete statement that settles at 1 ms took 15 ms at first), which is what a
 * shopper right after a deploy gets. Compiling each function optimised on its first call costs
 * about half a second more at start; short runs pay a little more CPU than they save (the test
 * suite does not use it). Call before the first PGlite opens: it applies to WebAssembly compiled
 * afterwards, process-wide.
 */
export function optimiseWasmFromStart(): void {
  setFlagsFromString('--no-liftoff');
}

async function openPglite(dataDir: string, { loadDataDir }: PgliteStart): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onPayload) => listenPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * One dedicated connection per channel (a pooled one would be handed to queries). When it drops, it
 * reconnects after a second and listens again; notices sent meanwhile are lost, which the live
 * channel's clients cover by re-reading the list when their socket reconnects.
 */
async function listenPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), 1_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client !== next) return;
      client = null;
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
