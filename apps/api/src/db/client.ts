// One Drizzle code path over two drivers: the embedded PGlite (default) and PostgreSQL through `pg`.
// Everything above this file sees only `Db`, the common PgDatabase supertype of both.
import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, for `openDatabase(config, { loadDataDir })`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /**
   * PostgreSQL: the listening connection was lost and is listening again; notices sent meanwhile are
   * gone, so whatever they keep fresh (a cache) should be dropped now.
   */
  onResubscribe?: () => void;
}

export interface PgliteStart {
  /**
   * A data directory saved by `Database.dump()`: PGlite opens it instead of running initdb, so a
   * migrated, seeded database costs a second instead of ten (the API test suite's per-file start).
   */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: told when a pooled or listening connection breaks (the server restarted, the
   * network dropped). Nothing is thrown: the pool opens a new connection for the next query and the
   * listeners reconnect on their own.
   */
  onConnectionError?: (error: Error, where: 'pool' | 'listen') => void;
}

export interface DatabaseConfig {
  DATABASE_URL?: string | undefined;
  PGLITE_DATA_DIR: string;
}

export async function openDatabase(config: DatabaseConfig, start: PgliteStart = {}): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, start.onConnectionError) : openPglite(config.PGLITE_DATA_DIR, start);
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
    // One process, no connection to lose: nothing to resubscribe.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * A request waits at most this long for a connection (a new one, or a pooled one to come free), then
 * fails as "database unavailable" (503, plugins/errorBody.ts) instead of hanging while PostgreSQL is
 * down or restarting. Long enough that a busy pool under load is not mistaken for an outage.
 */
export const connectTimeoutMs = 5_000;
/** The LISTEN connection's waits between reconnect attempts: doubling from the first to the last. */
export const listenRetryMs = { first: 250, max: 5_000 } as const;

type ConnectionErrorHandler = NonNullable<PgliteStart['onConnectionError']>;

async function openPostgres(connectionString: string, onConnectionError: ConnectionErrorHandler = () => undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  // An idle pooled connection that breaks (PostgreSQL restarted) is emitted here; unhandled, the
  // 'error' event would end the process. The pool has already dropped it and connects anew on demand.
  pool.on('error', (error) => onConnectionError(error, 'pool'));
  // A connection that breaks while checked out but between two statements (a transaction's own code
  // running) emits 'error' on the client, where the pool listens only while it is idle: unheard, that
  // ended the process, and a PostgreSQL restart under load could take both API replicas down. Heard,
  // the transaction's next statement fails as "not queryable" (503) and its release drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onPayload, options = {}) => listenPostgres(connectionString, channel, onPayload, onConnectionError, options),
    close: () => pool.end(),
  };
}

/**
 * One dedicated connection per channel (a pooled one would be handed to queries). When it drops
 * (PostgreSQL restarted or went away) it reconnects with a growing wait (listenRetryMs) and listens
 * again, for as long as the process runs; the first LISTEN must succeed. Notices sent while it was
 * down are lost: the live channel's clients cover that by resuming after the last message they saw,
 * and the caches by their time limit.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnectionError: ConnectionErrorHandler,
  { onResubscribe }: ListenOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let listenedBefore = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let waitMs: number = listenRetryMs.first;
  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch((error: unknown) => {
        if (error instanceof Error) onConnectionError(error, 'listen');
        reconnectLater();
      });
    }, waitMs);
    waitMs = Math.min(waitMs * 2, listenRetryMs.max);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    let lost = false;
    const drop = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onConnectionError(error, 'listen');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnectLater();
    };
    next.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
    });
    next.on('error', drop);
    // A server that closes the connection cleanly ends it without an 'error'.
    next.on('end', () => {
      if (!stopped) drop();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped || lost) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    waitMs = listenRetryMs.first;
    if (listenedBefore) onResubscribe?.();
    listenedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
