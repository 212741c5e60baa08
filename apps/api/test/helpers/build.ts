// One migrated, seeded database and app per test file. In-memory PGlite by default; with
// TEST_DATABASE_URL (the repo's test script starts a PostgreSQL) a fresh database per file, dropped on close.
import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type Database, type Db, openDatabase } from '../../src/db';
import { loadEnv } from '../../src/env';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../src/db/seed';

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
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  driver: Database['driver'];
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL || undefined;
  const name = server ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const url = server && name ? await createDatabase(server, name) : undefined;
  const env = loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://', DATABASE_URL: url, LOG_LEVEL: process.env.TEST_LOG_LEVEL, ...options.env });
  const database = await openDatabase(env);
  await database.migrate();
  await (options.seed ?? defaultSeed(options.products ?? 200))(database.db);
  const app = await buildApp({ env, database, warmUp: options.warmUp ?? false, ...(options.now ? { now: options.now } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    driver: database.driver,
    async close() {
      await app.close();
      await database.close();
      if (server && name) await dropDatabase(server, name);
    },
  };
}

function defaultSeed(products: number): (db: Db) => Promise<void> {
  return async (db) => {
    await seedDatabase(db, { products });
    await db.execute(sql`vacuum analyze`);
  };
}

/** A fresh database per test file on the server TEST_DATABASE_URL points at; returns its URL. */
async function createDatabase(server: string, name: string): Promise<string> {
  await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The pool's clients may still be saying goodbye when close() resolves; a forced drop would then
 * kill them mid-way and their 'error' events would surface as unhandled errors. Wait for them first.
 */
async function dropDatabase(server: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function adminQuery(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
