// One migrated, seeded database and app per test file. In-memory PGlite by default; with
// TEST_DATABASE_URL (the repo's test script starts a PostgreSQL) a fresh database per file, dropped on
// close. Either way the seed is made once per run and copied (./seededDatabase).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type Database, type Db, openDatabase } from '../../src/db';
import { loadEnv } from '../../src/env';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../src/db/seed';
import { createSeededPostgres, openSeededPglite, type Seed, seedKey, waitUntilIdle } from './seededDatabase';

export interface TestAppOptions {
  /** Seeds with the project seed of this many products; ignored when `seed` is given. */
  products?: number;
  /** A custom seed instead, e.g. `seedFixtures` from ./fixtures for exact numbers. */
  seed?: (db: Db) => Promise<void>;
  /** Start the app's background warm-up, as the server does. */
  warmUp?: boolean;
  /** Extra environment values, e.g. a temporary UPLOAD_DIR. */
  env?: Record<string, string>;
  /** The login's clock, for code expiry and limits without sleeping. */
  now?: () => Date;
  /** Adds to the app before it is ready (a test's own route). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Receives the app's log lines instead of stdout (set LOG_LEVEL in `env` to hear them). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  driver: Database['driver'];
  /** The PostgreSQL database the app runs on (with TEST_DATABASE_URL), for a second replica beside it. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL || undefined;
  const name = server ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const seed = options.seed ? customSeed(options.seed) : projectSeed(options.products ?? 200);
  const url = server && name ? await createSeededPostgres(server, name, seed) : undefined;
  const env = loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://', DATABASE_URL: url, LOG_LEVEL: process.env.TEST_LOG_LEVEL, ...options.env });
  const database: Database = url ? await openDatabase(env) : await openSeededPglite(env, seed);
  const app = await buildApp({ env, database, warmUp: options.warmUp ?? false, ...(options.now ? { now: options.now } : {}), ...(options.logStream ? { logStream: options.logStream } : {}) });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    driver: database.driver,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      if (server && name) await dropDatabase(server, name);
    },
  };
}

/** The project seed (src/db/seed) with this many products. */
function projectSeed(products: number): Seed {
  return {
    key: seedKey(`project seed, ${products} products`, seedDatabase.toString()),
    async run(db) {
      await seedDatabase(db, { products });
      await db.execute(sql`vacuum analyze`);
    },
  };
}

/** A test's own seed: kept when it is a named function (the fixtures modules' `seed…Fixtures`). */
function customSeed(run: (db: Db) => Promise<void>): Seed {
  return { key: run.name ? seedKey(run.name, run.toString()) : null, run };
}

/**
 * The pool's clients may still be saying goodbye when close() resolves; a forced drop would then
 * kill them mid-way and their 'error' events would surface as unhandled errors. Wait for them first.
 */
async function dropDatabase(server: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await waitUntilIdle(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
