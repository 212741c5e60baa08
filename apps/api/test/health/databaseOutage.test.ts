// Issue 22: PostgreSQL stops under a running API and comes back. Meanwhile the API answers 503 with
// Retry-After and a JSON:API error (never a 500), stays alive, and reports itself not ready; once the
// server is back it answers again within 10 s without a restart, and its LISTEN connection listens
// again (a NOTIFY sent after the restart arrives). On a PostgreSQL server of the test's own, which
// it stops twice: `fast` (sessions ended with 57P01) and `immediate` (connections dropped, as in a crash).
// The server comes from tooling/scripts/lib/postgres.mjs, whose halt()/start() keep its data.
// Runs in the suite's PostgreSQL pass (TEST_DATABASE_URL set by tooling/scripts/test.mjs).
import { paths } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db';
import { rowsOf } from '../../src/db/rows';
import { seedDatabase } from '../../src/db/seed';
import { loadEnv } from '../../src/env';
import { isDatabaseUnavailable } from '../../src/plugins/databaseUnavailable';
import { type PostgresServer, findPostgresBin, startPostgres } from '../../../../tooling/scripts/lib/postgres.mjs';

const listing = '/api/serviceCatalog/v2/catalog/jewelry-catalog/?per_page=20';
const channel = 'outage_test';

let server: PostgresServer;
let database: Database;
let app: FastifyInstance;
const heard: string[] = [];
const connectionErrors: string[] = [];

beforeAll(async () => {
  server = await startPostgres();
  const url = await server.createDatabase('outage');
  const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: process.env.TEST_LOG_LEVEL });
  database = await openDatabase(env, { onConnectionError: (error, where) => connectionErrors.push(`${where}: ${error.message}`) });
  await database.migrate();
  await seedDatabase(database.db, { products: 20 });
  app = await buildApp({ env, database });
  await app.ready();
  await database.listen(channel, (payload) => heard.push(payload));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.stop();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** Sends a NOTIFY every 200 ms until the subscriber hears one; how long that took. */
async function notifyUntilHeard(timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (let i = 0; Date.now() - started < timeoutMs; i++) {
    const payload = `after restart ${started}-${i}`;
    await database.db.execute(sql`select pg_notify(${channel}, ${payload})`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (heard.includes(payload)) return Date.now() - started;
  }
  throw new Error(`no NOTIFY heard within ${timeoutMs} ms`);
}

async function expectUnavailable(url: string): Promise<void> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
  expect(response.headers['retry-after']).toBe('2');
  const body = response.json<{ errors: { status: string; code: string; detail: string }[] }>();
  expect(body.errors[0]).toMatchObject({ status: '503', code: 'service_unavailable' });
  expect(body.errors[0]!.detail).not.toBe('');
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && findPostgresBin() !== null)('PostgreSQL restarts under a running API', () => {
  it.each(['fast', 'immediate'] as const)('pg_ctl stop -m %s: 503 with Retry-After while down, 200 again within 10 s of the start, LISTEN again', async (mode) => {
    expect((await get(listing)).statusCode).toBe(200);
    expect((await get(paths.healthReady)).statusCode).toBe(200);

    await server.halt(mode);
    const whileDown = await Promise.all(Array.from({ length: 10 }, () => get(listing)));
    expect(whileDown.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 503));
    await expectUnavailable(listing);
    await expectUnavailable(paths.healthReady);
    // Alive all along: the process needs no restart.
    expect((await get(paths.healthLive)).statusCode).toBe(200);
    expect((await get(paths.health)).statusCode).toBe(200);

    await server.start();
    const startedAt = Date.now();
    let status = 0;
    while (Date.now() - startedAt < 10_000) {
      status = (await get(listing)).statusCode;
      if (status === 200) break;
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await get(paths.healthReady)).statusCode).toBe(200);
    expect(await notifyUntilHeard(10_000)).toBeLessThan(10_000);
  });

  it('a connection that breaks between two statements of a transaction fails that transaction, not the process', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [session] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await database.db.execute(sql`select pg_terminate_backend(${session!.pid})`);
      // The server's word that the session ended comes while the transaction runs no statement: with
      // no listener on the checked-out client, that 'error' event ended the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    expect((await get(listing)).statusCode).toBe(200);
    expect((await get(paths.healthReady)).statusCode).toBe(200);
  });

  it('reported the broken connections instead of crashing on them', () => {
    expect(connectionErrors.some((line) => line.startsWith('listen: '))).toBe(true);
  });
});
